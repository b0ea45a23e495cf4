import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowseWorld, insertBook, type BrowseWorld } from './browse-world';

/**
 * Search (spec 000 §2 search box, §7 `search`; docs/decisions/0011-search-design.md): typo tolerance,
 * stop-word titles, ranking, search with filters. The world is described in browse-world.ts.
 */
describe('GET /api/books/browse?search=', () => {
  let w: BrowseWorld;
  beforeAll(async () => {
    w = await createBrowseWorld();
  });
  afterAll(() => w.t.close());

  describe('search', () => {
    it('finds a title despite a typo ("harry pottr"), without every other "Harry"', async () => {
      const other = await insertBook(w.t.db, {
        ownerId: w.ravi.user.id,
        hubIds: [w.lakeview.id],
        title: 'Harry the Dirty Dog',
        author: 'Gene Zion',
      });
      try {
        expect(await w.keys(w.asha, 'search=harry%20pottr')).toEqual(['potter']);
        expect(await w.titles(w.asha, 'search=harry')).toEqual(
          expect.arrayContaining(['Harry the Dirty Dog', "Harry Potter and the Philosopher's Stone"]),
        );
      } finally {
        await w.t.request(w.ravi).delete(`/api/books/${other.id}`);
      }
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
      const bilbo = await insertBook(w.t.db, {
        ownerId: w.ravi.user.id,
        hubIds: [w.lakeview.id],
        title: 'Bilbo: A Life',
        author: 'Ann Other',
        description: 'Everything about the hobbit who went there and back again.',
        createdAt: new Date(Date.UTC(2026, 10, 10)),
      });
      try {
        const found = await w.browse(w.asha, 'search=hobbit');
        expect(found.map((b) => b.id)).toEqual([w.id.hobbit, bilbo.id]);
        // an explicit sort wins over relevance
        const newest = await w.browse(w.asha, 'search=hobbit&sortBy=newest');
        expect(newest.map((b) => b.id)).toEqual([bilbo.id, w.id.hobbit]);
      } finally {
        await w.t.request(w.ravi).delete(`/api/books/${bilbo.id}`);
      }
    });

    it('finds nothing for a search of only common words', async () => {
      expect(await w.browse(w.asha, 'search=the')).toEqual([]);
      expect(await w.browse(w.asha, 'search=and%20of')).toEqual([]);
    });

    it('finds nothing for words no book has', async () => {
      expect(await w.browse(w.asha, 'search=quantum%20chromodynamics')).toEqual([]);
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
