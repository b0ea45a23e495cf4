import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, insertHub } from '../../seed/hubs';
import { createBrowseWorld, insertBook, type BrowseWorld } from './browse-test-helpers';

/**
 * Browse (spec 000 §2 "Browse Books screen", §7 "GET /api/books/browse"): hub scoping, each filter and
 * sort. Search is in search.api.test.ts, paging and the total count in browse-count.api.test.ts.
 * The world (hubs, members, books) is described in browse-test-helpers.ts.
 */
describe('GET /api/books/browse', () => {
  let w: BrowseWorld;
  beforeAll(async () => {
    w = await createBrowseWorld();
  });
  afterAll(() => w.t.close());

  it('refuses a signed-out caller with 401', async () => {
    const res = await w.t.request().get('/api/books/browse');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });

  it('shows every listed book of every joined hub, newest first, by default', async () => {
    expect(await w.keys(w.asha)).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
    expect(await w.keys(w.ravi)).toEqual(['hobbit', 'gatsby', 'potter']);
    expect(await w.keys(w.carol)).toEqual(['delhi']);
  });

  it('answers each book with the spec fields in rupees', async () => {
    const [hobbit] = await w.browse(w.ravi, 'search=hobbit');
    expect(hobbit).toEqual({
      id: w.id.hobbit,
      title: 'The Hobbit',
      author: 'J.R.R. Tolkien',
      isbn: '9780306406157',
      genre: 'Fantasy',
      description: 'Bilbo Baggins and the wizard Gandalf go there and back again with a company of dwarves.',
      imageUrl: null,
      coverImageUrl: null,
      condition: 'Fair',
      dailyFee: 12.5,
      sellingPrice: 250,
      isAvailable: true,
      reservedUntil: null,
      reservedForYou: false,
      status: 'listed',
      ownerId: w.asha.user.id,
      owner: { name: 'Asha Menon' },
      societyId: w.lakeview.id,
      hubType: 'society',
      hubName: 'Lakeview Residency',
      averageRating: 3,
      reviewCount: 1,
      createdAt: '2026-11-04T00:00:00.000Z',
    });
  });

  it('never shows books of a hub the caller has not joined, even when asked for that hub', async () => {
    expect(await w.keys(w.asha, `societies=${w.delhi.id}`)).toEqual([]);
    expect(await w.keys(w.asha, `societies=${w.delhi.id},${w.bandra.id}`)).toEqual(['hobbit', 'sapiens']);
    expect(await w.keys(w.asha, 'search=chamber of secrets')).toEqual([]);
    expect(await w.keys(w.ravi, `societies=${w.bandra.id}`)).toEqual([]);
  });

  it('filters by the chosen hubs (comma list)', async () => {
    expect(await w.keys(w.asha, `societies=${w.lakeview.id}`)).toEqual(['hobbit', 'gatsby', 'potter']);
    expect(await w.keys(w.asha, `societies=${w.bandra.id}`)).toEqual(['hobbit', 'sapiens']);
  });

  it('hides the books of an owner who left the hub, and shows them again on rejoining', async () => {
    const leaver = await w.t.signIn({ name: 'Leaver' });
    await addMember(w.t.db, w.lakeview.id, leaver.user.id);
    await insertBook(w.t.db, { ownerId: leaver.user.id, hubIds: [w.lakeview.id], title: 'Left Behind' });
    expect(await w.titles(w.ravi)).toContain('Left Behind');
    expect((await w.t.request(leaver).post(`/api/societies/${w.lakeview.id}/leave`)).status).toBe(200);
    expect(await w.titles(w.ravi)).not.toContain('Left Behind');
    expect(await w.titles(w.ravi, `societies=${w.lakeview.id}&search=left%20behind`)).toEqual([]);
    expect((await w.t.request(leaver).post(`/api/societies/${w.lakeview.id}/join`)).status).toBe(200);
    expect(await w.titles(w.ravi)).toContain('Left Behind');
    await w.t.request(leaver).delete(`/api/books/${(await w.browse(w.ravi, 'search=left%20behind'))[0].id}`);
  });

  it('does not show a book listed by a member who was no longer active when it was listed', async () => {
    const former = await w.t.signIn({ name: 'Former' });
    await addMember(w.t.db, w.lakeview.id, former.user.id, { isActive: false });
    await insertBook(w.t.db, { ownerId: former.user.id, hubIds: [w.lakeview.id], title: 'Stale Listing' });
    expect(await w.titles(w.ravi)).not.toContain('Stale Listing');
  });

  it('answers nothing to a member of no hub', async () => {
    const loner = await w.t.signIn();
    expect(await w.browse(loner)).toEqual([]);
  });

  describe('filters', () => {
    it('genres (comma list)', async () => {
      expect(await w.keys(w.asha, 'genres=Fantasy')).toEqual(['hobbit', 'potter']);
      expect(await w.keys(w.asha, 'genres=History,Fiction')).toEqual(['sapiens', 'gatsby']);
    });

    it('minimum and maximum price in rupees per day, inclusive', async () => {
      expect(await w.keys(w.asha, 'minPrice=12.5')).toEqual(['hobbit', 'sapiens', 'potter']);
      expect(await w.keys(w.asha, 'maxPrice=12.5')).toEqual(['hobbit', 'gatsby']);
      expect(await w.keys(w.asha, 'minPrice=10&maxPrice=25')).toEqual(['hobbit', 'potter']);
    });

    it('conditions: the add-book grades and the filter words New (Excellent) and Like New (Very Good)', async () => {
      expect(await w.keys(w.asha, 'conditions=Good')).toEqual(['gatsby']);
      expect(await w.keys(w.asha, 'conditions=New')).toEqual(['potter']);
      expect(await w.keys(w.asha, 'conditions=Like%20New,Fair')).toEqual(['hobbit', 'sapiens']);
      expect(await w.keys(w.asha, 'conditions=Excellent')).toEqual(['potter']);
    });

    it('availability: all, available, rented', async () => {
      expect(await w.keys(w.asha, 'availability=all')).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
      expect(await w.keys(w.asha, 'availability=available')).toEqual(['hobbit', 'sapiens', 'gatsby']);
      expect(await w.keys(w.asha, 'availability=rented')).toEqual(['potter']);
    });

    it('location text keeps the hubs whose name, city or address contains it', async () => {
      expect(await w.keys(w.asha, 'location=bandstand')).toEqual(['hobbit', 'sapiens']);
      expect(await w.keys(w.asha, 'location=powai')).toEqual(['hobbit', 'gatsby', 'potter']);
      expect(await w.keys(w.asha, 'location=Pune')).toEqual([]);
    });

    it('refuses unknown filter values with 400 and a message', async () => {
      for (const [q, message] of [
        ['genres=Cookery', 'Unknown genre'],
        ['conditions=Mint', 'Unknown condition'],
        ['availability=lost', 'Unknown availability'],
        ['sortBy=cheapest', 'Unknown sort'],
        ['minPrice=abc', 'Minimum price must be a number of rupees'],
      ]) {
        const res = await w.t.request(w.asha).get(`/api/books/browse?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.message, q).toBe(message);
      }
    });
  });

  describe('sorts', () => {
    it('newest and oldest', async () => {
      expect(await w.keys(w.asha, 'sortBy=newest')).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
      expect(await w.keys(w.asha, 'sortBy=oldest')).toEqual(['potter', 'gatsby', 'sapiens', 'hobbit']);
    });

    it('price_low and price_high', async () => {
      expect(await w.keys(w.asha, 'sortBy=price_low')).toEqual(['gatsby', 'hobbit', 'potter', 'sapiens']);
      expect(await w.keys(w.asha, 'sortBy=price_high')).toEqual(['sapiens', 'potter', 'hobbit', 'gatsby']);
    });

    it('books of one fee come newest first, then by id, in both price orders', async () => {
      const hub = await insertHub(w.t.db, { name: 'Same Fee Library' });
      const reader = await w.t.signIn({ name: 'Fee Reader' });
      await addMember(w.t.db, hub.id, reader.user.id);
      const at = (day: number) => new Date(Date.UTC(2026, 10, day));
      const add = async (title: string, dailyFeePaise: number, createdAt: Date) =>
        (
          await insertBook(w.t.db, {
            ownerId: reader.user.id,
            hubIds: [hub.id],
            title,
            dailyFeePaise,
            createdAt,
          })
        ).id;
      const cheap = await add('Cheap', 500, at(1));
      const older = await add('Older', 1000, at(2));
      const newer = await add('Newer', 1000, at(4));
      const twinA = await add('Twin A', 1000, at(3));
      const twinB = await add('Twin B', 1000, at(3));
      const dear = await add('Dear', 2000, at(1));
      const ids = async (query: string) => (await w.browse(reader, query)).map((b) => b.id);
      expect(await ids('sortBy=price_low')).toEqual([cheap, newer, twinB, twinA, older, dear]);
      expect(await ids('sortBy=price_high')).toEqual([dear, newer, twinB, twinA, older, cheap]);
      expect(await ids('sortBy=price_low&minPrice=10&maxPrice=10&limit=2')).toEqual([newer, twinB]);
    });

    it('rating: best public average first, unrated last (newest first among them)', async () => {
      expect(await w.keys(w.asha, 'sortBy=rating')).toEqual(['gatsby', 'hobbit', 'sapiens', 'potter']);
    });

    it("distance from the caller's first hub to each book's nearest listed hub", async () => {
      // Asha joined Lakeview first: Lakeview books (and the Hobbit, also listed there) are 0 km away
      expect(await w.keys(w.asha, 'sortBy=distance')).toEqual(['hobbit', 'gatsby', 'potter', 'sapiens']);
    });

    it('distance from a given "lat,lng" location, naming the nearest hub', async () => {
      const found = await w.browse(w.asha, 'sortBy=distance&location=19.05,72.82');
      expect(found.map((b) => b.id)).toEqual([w.id.hobbit, w.id.sapiens, w.id.gatsby, w.id.potter]);
      expect(found[0]).toMatchObject({ societyId: w.bandra.id, hubName: 'Bandra Bandstand CHS' });
    });
  });
});
