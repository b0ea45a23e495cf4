import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books } from '../../db/schema';
import { createBrowseWorld, insertBook, type BrowseWorld } from './browse-test-helpers';

/**
 * Search (spec 000 §2 search box, §7 `search`; docs/decisions/0011-search-design.md): typo tolerance,
 * stop-word titles, ranking, search with filters. The world is described in browse-test-helpers.ts.
 */
describe('GET /api/books/browse?search=', () => {
  let w: BrowseWorld;
  beforeAll(async () => {
    w = await createBrowseWorld();
  });
  afterAll(() => w.t.close());

  describe('search', () => {
    it('finds a title despite a typo ("harry pottr"), without every other "Harry"', async () => {
      const other = { hubIds: [w.lakeview.id], title: 'Harry the Dirty Dog', author: 'Gene Zion' };
      await w.withBook(w.ravi, other, async () => {
        expect(await w.keys(w.asha, 'search=harry%20pottr')).toEqual(['potter']);
        expect(await w.titles(w.asha, 'search=harry')).toEqual(
          expect.arrayContaining(['Harry the Dirty Dog', "Harry Potter and the Philosopher's Stone"]),
        );
      });
    });

    it('treats a search without letters or digits as no search', async () => {
      expect(await w.keys(w.asha, 'search=%3F%21')).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
    });

    it('finds by a misspelt author and by a word of the description', async () => {
      expect(await w.keys(w.asha, 'search=tolkein')).toEqual(['hobbit']);
      expect(await w.keys(w.asha, 'search=rowlng')).toEqual(['potter']);
      expect(await w.keys(w.asha, 'search=humankind')).toEqual(['sapiens']);
    });

    it('matches the start of a word as it is typed', async () => {
      expect(await w.keys(w.asha, 'search=gats')).toEqual(['gatsby']);
    });

    it('ranks by relevance when no sort is given: the title match before the description match', async () => {
      const attrs = {
        hubIds: [w.lakeview.id],
        title: 'Bilbo: A Life',
        author: 'Ann Other',
        description: 'Everything about the hobbit who went there and back again.',
        createdAt: new Date(Date.UTC(2026, 10, 10)),
      };
      await w.withBook(w.ravi, attrs, async (bilbo) => {
        const found = await w.browse(w.asha, 'search=hobbit');
        expect(found.map((b) => b.id)).toEqual([w.id.hobbit, bilbo.id]);
        // an explicit sort wins over relevance
        const newest = await w.browse(w.asha, 'search=hobbit&sortBy=newest');
        expect(newest.map((b) => b.id)).toEqual([bilbo.id, w.id.hobbit]);
      });
    });

    it('finds nothing for words no book has', async () => {
      expect(await w.browse(w.asha, 'search=quantum%20chromodynamics')).toEqual([]);
    });

    it("looks for similar titles in the member's own hubs when the words match only books outside them", async () => {
      // 'gatsby' is a word of Lakeview's The Great Gatsby only; Carol's Delhi hub has a title spelt
      // otherwise (docs/decisions/0072-search-scoped-in-the-function.md)
      const attrs = { hubIds: [w.delhi.id], title: 'The Great Gatsbee', author: 'Ann Other' };
      await w.withBook(w.carol, attrs, async (similar) => {
        expect((await w.browse(w.carol, 'search=gatsby')).map((b) => b.id)).toEqual([similar.id]);
        // Asha's hubs have the word itself, so there is no fallback
        expect(await w.keys(w.asha, 'search=gatsby')).toEqual(['gatsby']);
      });
    });
  });

  describe('titles people type (docs/decisions/0011-search-design.md)', () => {
    const extra: Record<string, number> = {};
    beforeAll(async () => {
      const add = async (key: string, title: string, author: string, description?: string) => {
        const row = await insertBook(w.t.db, {
          ownerId: w.ravi.user.id,
          hubIds: [w.lakeview.id],
          title,
          author,
          description,
        });
        extra[key] = row.id;
      };
      await add('meBefore', 'Me Before You', 'Jojo Moyes', 'A love story that changes two lives.');
      await add('between', 'Between the World and Me', 'Ta-Nehisi Coates', 'A letter to his son.');
      await add('it', 'It', 'Stephen King', 'Children face an evil that returns every 27 years.');
      await add('road', 'The Road', 'Cormac McCarthy', 'A father and son walk through a burnt America.');
      await add('prince', 'The Prince', 'Niccolò Machiavelli', 'How a ruler keeps power.');
      await add('littlePrince', 'The Little Prince', 'Antoine de Saint-Exupéry', 'A pilot meets a prince.');
      await add('rabbit', 'The Tale of Peter Rabbit', 'Beatrix Potter', 'A rabbit in a garden.');
    });
    const found = async (query: string) =>
      (await w.browse(w.asha, `search=${encodeURIComponent(query)}`)).map((b) => b.id);

    it('finds titles made of common words, the exact title first', async () => {
      expect((await found('Me Before You'))[0]).toBe(extra.meBefore);
      expect((await found('Between the World and Me'))[0]).toBe(extra.between);
      expect((await found('It'))[0]).toBe(extra.it);
      expect((await found('the road'))[0]).toBe(extra.road);
    });

    it('corrects a typo in a short common word of the title', async () => {
      expect((await found('Betwen the World and Me'))[0]).toBe(extra.between);
      expect((await found('Me Befre You'))[0]).toBe(extra.meBefore);
      expect((await found('Me Before Yu'))[0]).toBe(extra.meBefore);
    });

    it('keeps the stored search keys to the title and author, punctuation as one space (ADR 0073)', async () => {
      const attrs = {
        hubIds: [w.lakeview.id],
        title: "  Don't Panic: the Guide!! ",
        author: 'Adams, Douglas.',
      };
      await w.withBook(w.ravi, attrs, async (row) => {
        const keys = async () =>
          (
            (await w.t.db.execute(
              sql`select title_key, author_key from books where id = ${row.id}`,
            )) as unknown as { rows: { title_key: string; author_key: string }[] }
          ).rows[0];
        expect(await keys()).toEqual({ title_key: 'don t panic the guide', author_key: 'adams douglas' });
        await w.t.db.update(books).set({ title: 'Mostly Harmless' }).where(eq(books.id, row.id));
        expect(await keys()).toEqual({ title_key: 'mostly harmless', author_key: 'adams douglas' });
        // the title is the query whatever its punctuation: first
        expect((await w.browse(w.asha, 'search=mostly-harmless')).map((b) => b.id)[0]).toBe(row.id);
      });
    });

    it("ranks the exact title before a longer one: 'The Prince' before 'The Little Prince'", async () => {
      expect(await found('The Prince')).toEqual([extra.prince, extra.littlePrince]);
    });

    it("finds an author by a surname that is also a title word ('Potter'), and the titles with it", async () => {
      const ids = await found('Potter');
      expect(ids[0]).toBe(extra.rabbit);
      expect(ids).toContain(w.id.potter);
    });

    it('finds the titles with a word that English search would drop ("the")', async () => {
      const ids = await found('the');
      expect(ids).toEqual(expect.arrayContaining([extra.road, extra.prince, w.id.hobbit, w.id.gatsby]));
      expect(ids).not.toContain(extra.meBefore);
    });
  });

  it('combines search, filters and a sort', async () => {
    expect(
      await w.keys(w.asha, 'search=wizard&genres=Fantasy,Fiction&maxPrice=25&sortBy=price_high'),
    ).toEqual(['potter', 'hobbit']);
    expect(await w.keys(w.asha, 'search=wizard&genres=Fantasy&maxPrice=15&sortBy=price_high')).toEqual([
      'hobbit',
    ]);
    expect(await w.keys(w.asha, 'search=wizzard&sortBy=distance&location=19.05,72.82')).toEqual([
      'hobbit',
      'potter',
    ]);
    expect(
      await w.keys(
        w.asha,
        `genres=Fantasy&availability=available&societies=${w.lakeview.id}&conditions=Fair&minPrice=5&sortBy=rating`,
      ),
    ).toEqual(['hobbit']);
    expect(await w.keys(w.asha, 'search=harry%20pottr&availability=available')).toEqual([]);
  });
});
