/**
 * The shared world of the browse API tests (test helper, no tests of its own).
 *
 * World: Lakeview (Powai) and Bandra hubs, both joined by Asha; Ravi is in Lakeview only; Carol is in
 * the Delhi hub only. Books (fee ₹/day, condition, genre):
 *   potter   Harry Potter and the Philosopher's Stone, J.K. Rowling   — Lakeview,  ₹20, Excellent, Fantasy, lent out
 *   gatsby   The Great Gatsby, F. Scott Fitzgerald                     — Lakeview,  ₹5,  Good,      Fiction
 *   sapiens  Sapiens, Yuval Noah Harari                                — Bandra,    ₹35, Very Good, History
 *   hobbit   The Hobbit, J.R.R. Tolkien                                — both,      ₹12.5, Fair,   Fantasy, for sale ₹250
 *   delhi    Harry Potter and the Chamber of Secrets                   — Delhi only ₹10 (never visible to Asha or Ravi)
 */
import { expect } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { addMember, insertHub } from '../../seed/hubs';
import { insertBook, insertReview, type BookAttrs } from '../../seed/books';
import type { BookRow, HubRow } from '../../db/schema';

export { insertBook };

/** A browsed book as the tests read it. */
export interface BrowsedBook {
  id: number;
  title: string;
}

export interface BrowseWorld {
  t: TestApp;
  asha: TestUser;
  ravi: TestUser;
  carol: TestUser;
  lakeview: HubRow;
  bandra: HubRow;
  delhi: HubRow;
  /** book ids by key (potter, gatsby, sapiens, hobbit, delhi) */
  id: Record<string, number>;
  /** GET /api/books/browse?`query` as `who`, expecting 200 */
  browse: (who: TestUser, query?: string) => Promise<BrowsedBook[]>;
  titles: (who: TestUser, query?: string) => Promise<string[]>;
  /** the keys of the books answered (undefined for a book outside `id`) */
  keys: (who: TestUser, query?: string) => Promise<(string | undefined)[]>;
  /**
   * Adds a book of `owner` (listed in `attrs.hubIds`) for the length of `run`, then deletes it through the
   * API as its owner, whether `run` passed or threw, so the world's books stay as described above.
   */
  withBook: (
    owner: TestUser,
    attrs: Omit<BookAttrs, 'ownerId'>,
    run: (book: BookRow) => Promise<void>,
  ) => Promise<void>;
}

/** Builds the world above in a new test app; close it with `world.t.close()`. */
export async function createBrowseWorld(): Promise<BrowseWorld> {
  const id: Record<string, number> = {};
  const t = await createTestApp();
  const asha = await t.signIn({ name: 'Asha Menon' });
  const ravi = await t.signIn({ name: 'Ravi Kulkarni' });
  const carol = await t.signIn({ name: 'Carol Dsouza' });
  const lakeview = await insertHub(t.db, {
    name: 'Lakeview Residency',
    city: 'Mumbai',
    address: 'Hiranandani Gardens, Powai',
    longitude: 72.906,
    latitude: 19.1176,
  });
  const bandra = await insertHub(t.db, {
    name: 'Bandra Bandstand CHS',
    city: 'Mumbai',
    address: 'Bandstand, Bandra West',
    longitude: 72.8194,
    latitude: 19.0473,
  });
  const delhi = await insertHub(t.db, {
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
      description: 'Bilbo Baggins and the wizard Gandalf go there and back again with a company of dwarves.',
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
  const browse = async (who: TestUser, query = '') => {
    const res = await t.request(who).get(`/api/books/browse${query ? `?${query}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as BrowsedBook[];
  };
  const titles = async (who: TestUser, query = '') => (await browse(who, query)).map((b) => b.title);
  const keys = async (who: TestUser, query = '') => {
    const byId = new Map(Object.entries(id).map(([k, v]) => [v, k]));
    return (await browse(who, query)).map((b) => byId.get(b.id));
  };
  const withBook = async (
    owner: TestUser,
    attrs: Omit<BookAttrs, 'ownerId'>,
    run: (book: BookRow) => Promise<void>,
  ) => {
    const book = await insertBook(t.db, { ...attrs, ownerId: owner.user.id });
    try {
      await run(book);
    } finally {
      await t.request(owner).delete(`/api/books/${book.id}`);
    }
  };
  return { t, asha, ravi, carol, lakeview, bandra, delhi, id, browse, titles, keys, withBook };
}
