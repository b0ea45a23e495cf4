import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook, insertReview } from '../../seed/books';
import type { HubRow } from '../../db/schema';

/**
 * Browse and search (spec 000 §2 "Browse Books screen", §7 "GET /api/books/browse"): each filter and
 * sort alone and combined, hub scoping, typo-tolerant search, paging.
 *
 * World: Lakeview (Powai) and Bandra hubs, both joined by Asha; Ravi is in Lakeview only; Carol is in
 * the Delhi hub only. Books (fee ₹/day, condition, genre):
 *   potter   Harry Potter and the Philosopher's Stone, J.K. Rowling   — Lakeview,  ₹20, Excellent, Fantasy, lent out
 *   gatsby   The Great Gatsby, F. Scott Fitzgerald                     — Lakeview,  ₹5,  Good,      Fiction
 *   sapiens  Sapiens, Yuval Noah Harari                                — Bandra,    ₹35, Very Good, History
 *   hobbit   The Hobbit, J.R.R. Tolkien                                — both,      ₹12.5, Fair,   Fantasy, for sale ₹250
 *   delhi    Harry Potter and the Chamber of Secrets                   — Delhi only ₹10 (never visible to Asha or Ravi)
 */
describe('GET /api/books/browse', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  let carol: TestUser;
  let lakeview: HubRow;
  let bandra: HubRow;
  let delhi: HubRow;
  const id: Record<string, number> = {};

  const browse = async (who: TestUser, query = '') => {
    const res = await t.request(who).get(`/api/books/browse${query ? `?${query}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as { id: number; title: string }[];
  };
  const titles = async (who: TestUser, query = '') => (await browse(who, query)).map((b) => b.title);
  const keys = async (who: TestUser, query = '') => {
    const byId = new Map(Object.entries(id).map(([k, v]) => [v, k]));
    return (await browse(who, query)).map((b) => byId.get(b.id));
  };

  beforeAll(async () => {
    t = await createTestApp();
    asha = await t.signIn({ name: 'Asha Menon' });
    ravi = await t.signIn({ name: 'Ravi Kulkarni' });
    carol = await t.signIn({ name: 'Carol Dsouza' });
    lakeview = await insertHub(t.db, {
      name: 'Lakeview Residency',
      city: 'Mumbai',
      address: 'Hiranandani Gardens, Powai',
      longitude: 72.906,
      latitude: 19.1176,
    });
    bandra = await insertHub(t.db, {
      name: 'Bandra Bandstand CHS',
      city: 'Mumbai',
      address: 'Bandstand, Bandra West',
      longitude: 72.8194,
      latitude: 19.0473,
    });
    delhi = await insertHub(t.db, {
      name: 'Capital Greens',
      city: 'Delhi',
      address: 'Moti Nagar',
      longitude: 77.1456,
      latitude: 28.6574,
    });
    await addMember(t.db, lakeview.id, asha.user.id, { joinedAt: new Date('2026-01-01T00:00:00Z') });
    await addMember(t.db, bandra.id, asha.user.id, { joinedAt: new Date('2026-02-01T00:00:00Z') });
    await addMember(t.db, lakeview.id, ravi.user.id);
    await addMember(t.db, delhi.id, carol.user.id);

    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    id.potter = (
      await insertBook(t.db, {
        ownerId: ravi.user.id,
        hubIds: [lakeview.id],
        title: "Harry Potter and the Philosopher's Stone",
        author: 'J.K. Rowling',
        isbn: '9780747532699',
        genre: 'Fantasy',
        condition: 'Excellent',
        description: 'A boy learns on his eleventh birthday that he is a wizard.',
        dailyFeePaise: 2000,
        isAvailable: false,
        createdAt: at(1),
      })
    ).id;
    id.gatsby = (
      await insertBook(t.db, {
        ownerId: ravi.user.id,
        hubIds: [lakeview.id],
        title: 'The Great Gatsby',
        author: 'F. Scott Fitzgerald',
        genre: 'Fiction',
        condition: 'Good',
        description: 'Jay Gatsby and the Jazz Age on Long Island.',
        dailyFeePaise: 500,
        createdAt: at(2),
      })
    ).id;
    id.sapiens = (
      await insertBook(t.db, {
        ownerId: asha.user.id,
        hubIds: [bandra.id],
        title: 'Sapiens',
        author: 'Yuval Noah Harari',
        genre: 'History',
        condition: 'Very Good',
        description: 'A brief history of humankind.',
        dailyFeePaise: 3500,
        createdAt: at(3),
      })
    ).id;
    id.hobbit = (
      await insertBook(t.db, {
        ownerId: asha.user.id,
        hubIds: [lakeview.id, bandra.id],
        title: 'The Hobbit',
        author: 'J.R.R. Tolkien',
        genre: 'Fantasy',
        condition: 'Fair',
        description:
          'Bilbo Baggins and the wizard Gandalf go there and back again with a company of dwarves.',
        dailyFeePaise: 1250,
        sellingPricePaise: 25000,
        createdAt: at(4),
      })
    ).id;
    id.delhi = (
      await insertBook(t.db, {
        ownerId: carol.user.id,
        hubIds: [delhi.id],
        title: 'Harry Potter and the Chamber of Secrets',
        author: 'J.K. Rowling',
        genre: 'Fantasy',
        condition: 'Excellent',
        dailyFeePaise: 1000,
        createdAt: at(5),
      })
    ).id;
    // ratings: gatsby 5 and 4 (4.5), hobbit 3, sapiens 5 but private (does not count)
    await insertReview(t.db, { bookId: id.gatsby, userId: asha.user.id, rating: 5 });
    await insertReview(t.db, { bookId: id.gatsby, userId: carol.user.id, rating: 4 });
    await insertReview(t.db, { bookId: id.hobbit, userId: ravi.user.id, rating: 3 });
    await insertReview(t.db, { bookId: id.sapiens, userId: ravi.user.id, rating: 5, isPublic: false });
  });
  afterAll(() => t.close());

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.request().get('/api/books/browse');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('shows every listed book of every joined hub, newest first, by default', async () => {
    expect(await keys(asha)).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
    expect(await keys(ravi)).toEqual(['hobbit', 'gatsby', 'potter']);
    expect(await keys(carol)).toEqual(['delhi']);
  });

  it('answers each book with the spec fields in rupees', async () => {
    const [hobbit] = await browse(ravi, 'search=hobbit');
    expect(hobbit).toEqual({
      id: id.hobbit,
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
      status: 'listed',
      ownerId: asha.user.id,
      owner: { name: 'Asha Menon' },
      societyId: lakeview.id,
      hubType: 'society',
      hubName: 'Lakeview Residency',
      averageRating: 3,
      reviewCount: 1,
      createdAt: '2026-11-04T00:00:00.000Z',
    });
  });

  it('never shows books of a hub the caller has not joined, even when asked for that hub', async () => {
    expect(await keys(asha, `societies=${delhi.id}`)).toEqual([]);
    expect(await keys(asha, `societies=${delhi.id},${bandra.id}`)).toEqual(['hobbit', 'sapiens']);
    expect(await keys(asha, 'search=chamber of secrets')).toEqual([]);
    expect(await keys(ravi, `societies=${bandra.id}`)).toEqual([]);
  });

  it('filters by the chosen hubs (comma list)', async () => {
    expect(await keys(asha, `societies=${lakeview.id}`)).toEqual(['hobbit', 'gatsby', 'potter']);
    expect(await keys(asha, `societies=${bandra.id}`)).toEqual(['hobbit', 'sapiens']);
  });

  it('hides the books of an owner who left the hub, and shows them again on rejoining', async () => {
    const leaver = await t.signIn({ name: 'Leaver' });
    await addMember(t.db, lakeview.id, leaver.user.id);
    await insertBook(t.db, { ownerId: leaver.user.id, hubIds: [lakeview.id], title: 'Left Behind' });
    expect(await titles(ravi)).toContain('Left Behind');
    expect((await t.request(leaver).post(`/api/societies/${lakeview.id}/leave`)).status).toBe(200);
    expect(await titles(ravi)).not.toContain('Left Behind');
    expect(await titles(ravi, `societies=${lakeview.id}&search=left%20behind`)).toEqual([]);
    expect((await t.request(leaver).post(`/api/societies/${lakeview.id}/join`)).status).toBe(200);
    expect(await titles(ravi)).toContain('Left Behind');
    await t.request(leaver).delete(`/api/books/${(await browse(ravi, 'search=left%20behind'))[0].id}`);
  });

  it('does not show a book listed by a member who was no longer active when it was listed', async () => {
    const former = await t.signIn({ name: 'Former' });
    await addMember(t.db, lakeview.id, former.user.id, { isActive: false });
    await insertBook(t.db, { ownerId: former.user.id, hubIds: [lakeview.id], title: 'Stale Listing' });
    expect(await titles(ravi)).not.toContain('Stale Listing');
  });

  it('answers nothing to a member of no hub', async () => {
    const loner = await t.signIn();
    expect(await browse(loner)).toEqual([]);
  });

  describe('search', () => {
    it('finds a title despite a typo ("harry pottr"), without every other "Harry"', async () => {
      const other = await insertBook(t.db, {
        ownerId: ravi.user.id,
        hubIds: [lakeview.id],
        title: 'Harry the Dirty Dog',
        author: 'Gene Zion',
      });
      try {
        expect(await keys(asha, 'search=harry%20pottr')).toEqual(['potter']);
        expect(await titles(asha, 'search=harry')).toEqual(
          expect.arrayContaining(['Harry the Dirty Dog', "Harry Potter and the Philosopher's Stone"]),
        );
      } finally {
        await t.request(ravi).delete(`/api/books/${other.id}`);
      }
    });

    it('treats a search without letters or digits as no search', async () => {
      expect(await keys(asha, 'search=%3F%21')).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
    });

    it('finds by a misspelt author and by a word of the description', async () => {
      expect(await keys(asha, 'search=tolkein')).toEqual(['hobbit']);
      expect(await keys(asha, 'search=rowlng')).toEqual(['potter']);
      expect(await keys(asha, 'search=humankind')).toEqual(['sapiens']);
    });

    it('matches the start of a word as it is typed', async () => {
      expect(await keys(asha, 'search=gats')).toEqual(['gatsby']);
    });

    it('ranks by relevance when no sort is given: the title match before the description match', async () => {
      const bilbo = await insertBook(t.db, {
        ownerId: ravi.user.id,
        hubIds: [lakeview.id],
        title: 'Bilbo: A Life',
        author: 'Ann Other',
        description: 'Everything about the hobbit who went there and back again.',
        createdAt: new Date(Date.UTC(2026, 10, 10)),
      });
      try {
        const found = await browse(asha, 'search=hobbit');
        expect(found.map((b) => b.id)).toEqual([id.hobbit, bilbo.id]);
        // an explicit sort wins over relevance
        const newest = await browse(asha, 'search=hobbit&sortBy=newest');
        expect(newest.map((b) => b.id)).toEqual([bilbo.id, id.hobbit]);
      } finally {
        await t.request(ravi).delete(`/api/books/${bilbo.id}`);
      }
    });

    it('finds nothing for a search of only common words', async () => {
      expect(await browse(asha, 'search=the')).toEqual([]);
      expect(await browse(asha, 'search=and%20of')).toEqual([]);
    });

    it('finds nothing for words no book has', async () => {
      expect(await browse(asha, 'search=quantum%20chromodynamics')).toEqual([]);
    });
  });

  describe('filters', () => {
    it('genres (comma list)', async () => {
      expect(await keys(asha, 'genres=Fantasy')).toEqual(['hobbit', 'potter']);
      expect(await keys(asha, 'genres=History,Fiction')).toEqual(['sapiens', 'gatsby']);
    });

    it('minimum and maximum price in rupees per day, inclusive', async () => {
      expect(await keys(asha, 'minPrice=12.5')).toEqual(['hobbit', 'sapiens', 'potter']);
      expect(await keys(asha, 'maxPrice=12.5')).toEqual(['hobbit', 'gatsby']);
      expect(await keys(asha, 'minPrice=10&maxPrice=25')).toEqual(['hobbit', 'potter']);
    });

    it('conditions: the add-book grades and the filter words New (Excellent) and Like New (Very Good)', async () => {
      expect(await keys(asha, 'conditions=Good')).toEqual(['gatsby']);
      expect(await keys(asha, 'conditions=New')).toEqual(['potter']);
      expect(await keys(asha, 'conditions=Like%20New,Fair')).toEqual(['hobbit', 'sapiens']);
      expect(await keys(asha, 'conditions=Excellent')).toEqual(['potter']);
    });

    it('availability: all, available, rented', async () => {
      expect(await keys(asha, 'availability=all')).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
      expect(await keys(asha, 'availability=available')).toEqual(['hobbit', 'sapiens', 'gatsby']);
      expect(await keys(asha, 'availability=rented')).toEqual(['potter']);
    });

    it('location text keeps the hubs whose name, city or address contains it', async () => {
      expect(await keys(asha, 'location=bandstand')).toEqual(['hobbit', 'sapiens']);
      expect(await keys(asha, 'location=powai')).toEqual(['hobbit', 'gatsby', 'potter']);
      expect(await keys(asha, 'location=Pune')).toEqual([]);
    });

    it('refuses unknown filter values with 400 and a message', async () => {
      for (const q of [
        'genres=Cookery',
        'conditions=Mint',
        'availability=lost',
        'sortBy=cheapest',
        'minPrice=abc',
      ]) {
        const res = await t.request(asha).get(`/api/books/browse?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.message, q).toBeTruthy();
      }
    });
  });

  describe('sorts', () => {
    it('newest and oldest', async () => {
      expect(await keys(asha, 'sortBy=newest')).toEqual(['hobbit', 'sapiens', 'gatsby', 'potter']);
      expect(await keys(asha, 'sortBy=oldest')).toEqual(['potter', 'gatsby', 'sapiens', 'hobbit']);
    });

    it('price_low and price_high', async () => {
      expect(await keys(asha, 'sortBy=price_low')).toEqual(['gatsby', 'hobbit', 'potter', 'sapiens']);
      expect(await keys(asha, 'sortBy=price_high')).toEqual(['sapiens', 'potter', 'hobbit', 'gatsby']);
    });

    it('rating: best public average first, unrated last (newest first among them)', async () => {
      expect(await keys(asha, 'sortBy=rating')).toEqual(['gatsby', 'hobbit', 'sapiens', 'potter']);
    });

    it("distance from the caller's first hub to each book's nearest listed hub", async () => {
      // Asha joined Lakeview first: Lakeview books (and the Hobbit, also listed there) are 0 km away
      expect(await keys(asha, 'sortBy=distance')).toEqual(['hobbit', 'gatsby', 'potter', 'sapiens']);
    });

    it('distance from a given "lat,lng" location, naming the nearest hub', async () => {
      const found = await browse(asha, 'sortBy=distance&location=19.05,72.82');
      expect(found.map((b) => b.id)).toEqual([id.hobbit, id.sapiens, id.gatsby, id.potter]);
      expect(found[0]).toMatchObject({ societyId: bandra.id, hubName: 'Bandra Bandstand CHS' });
    });
  });

  it('combines search, filters and a sort', async () => {
    expect(await keys(asha, 'search=wizard&genres=Fantasy,Fiction&maxPrice=25&sortBy=price_high')).toEqual([
      'potter',
      'hobbit',
    ]);
    expect(await keys(asha, 'search=wizard&genres=Fantasy&maxPrice=15&sortBy=price_high')).toEqual([
      'hobbit',
    ]);
    expect(await keys(asha, 'search=wizzard&sortBy=distance&location=19.05,72.82')).toEqual([
      'hobbit',
      'potter',
    ]);
    expect(
      await keys(
        asha,
        `genres=Fantasy&availability=available&societies=${lakeview.id}&conditions=Fair&minPrice=5&sortBy=rating`,
      ),
    ).toEqual(['hobbit']);
    expect(await keys(asha, 'search=harry%20pottr&availability=available')).toEqual([]);
  });

  it('pages with limit and offset and says when more exist', async () => {
    const first = await t.request(asha).get('/api/books/browse?limit=3');
    expect(first.body.map((b: { id: number }) => b.id)).toEqual([id.hobbit, id.sapiens, id.gatsby]);
    expect(first.headers['x-has-more']).toBe('true');
    const second = await t.request(asha).get('/api/books/browse?limit=3&offset=3');
    expect(second.body.map((b: { id: number }) => b.id)).toEqual([id.potter]);
    expect(second.headers['x-has-more']).toBe('false');
  });
});
