/**
 * Book factory shared by the demo seed and the tests, and the demo books seeder (ARCHITECTURE §1 demo data): the real
 * books of `books-data.ts` spread over the demo members and their hubs, fees ₹5-₹50 per day, some for
 * sale, some lent out, a few reviewed.
 */
import { BROWSE_GENRES, cleanIsbn, toIsbn13, type BookCondition } from '@/domain/books';
import { rupeesToPaise } from '@/domain/money';
import type { Db } from '../db/client';
import { bookHubs, books, reviews, type BookRow, type NewBookRow } from '../db/schema';
import { memberHubIds } from '../modules/membership';
import { refreshReviewCache } from '../modules/reviews';
import { DEMO_BOOKS, type DemoBook } from './books-data';
import type { SeedContext } from './index';

export type BookAttrs = Partial<Omit<NewBookRow, 'ownerId' | 'isbn13'>> & {
  ownerId: number;
  /** hubs the book is listed in */
  hubIds: number[];
};

let bookCounter = 0;

/**
 * Inserts a listed book of `ownerId` in `hubIds`. Defaults: a unique title, author "Test Author",
 * ISBN 9780306406157, genre Fiction, condition Good, ₹10 per day, not for sale, available.
 * `isbn13` is derived from `isbn`.
 */
export async function insertBook(db: Db, attrs: BookAttrs): Promise<BookRow> {
  bookCounter += 1;
  const { hubIds, ...rest } = attrs;
  const isbn = cleanIsbn(rest.isbn ?? '9780306406157');
  const [row] = await db
    .insert(books)
    .values({
      title: `Test Book ${bookCounter}`,
      author: 'Test Author',
      genre: 'Fiction',
      condition: 'Good' satisfies BookCondition,
      dailyFeePaise: 1000,
      ...rest,
      isbn,
      isbn13: toIsbn13(isbn) ?? isbn,
    })
    .returning();
  if (hubIds.length > 0) await db.insert(bookHubs).values(hubIds.map((hubId) => ({ bookId: row.id, hubId })));
  return row;
}

/**
 * Inserts a review and refreshes the book's cached public review count and rating total (as the
 * reviews service does). Defaults: public, no text.
 */
export async function insertReview(
  db: Db,
  attrs: {
    bookId: number;
    userId: number;
    rating: number;
    reviewText?: string | null;
    isPublic?: boolean;
    createdAt?: Date;
  },
): Promise<void> {
  await db.insert(reviews).values({ ...attrs, updatedAt: attrs.createdAt });
  await refreshReviewCache(db, attrs.bookId);
}

/** Short reviews demo members leave (Hubshelf's own words), used in turn. */
const DEMO_REVIEW_TEXTS = [
  'Could not put it down. The copy was clean and handed over on time.',
  'A slow start, but the second half is worth it.',
  'Lovely condition, exactly as described. Great read for a weekend.',
  'Our book club discussed this for two hours. Recommended.',
  'Good story, though a little long. Friendly lender.',
  null,
];

/** Every `REVIEW_EVERY`-th demo book gets reviews from members who share a hub with its owner. */
const REVIEW_EVERY = 11;
/** Demo books are listed one every 2 hours, the newest just before the seed runs. */
const LISTING_INTERVAL_MS = 2 * 60 * 60 * 1000;

function checkDemoBook(b: DemoBook): string {
  const isbn13 = toIsbn13(b.isbn13);
  if (isbn13 !== b.isbn13) throw new Error(`Demo book "${b.title}" has an invalid ISBN-13 ${b.isbn13}`);
  if (!(BROWSE_GENRES as readonly string[]).includes(b.genre))
    throw new Error(`Demo book "${b.title}" has unknown genre ${b.genre}`);
  if (b.dailyFee < 5 || b.dailyFee > 50)
    throw new Error(`Demo book "${b.title}" costs ${b.dailyFee} per day, outside ₹5-₹50`);
  return isbn13;
}

/**
 * Seeds the demo books (ARCHITECTURE §1 demo data): every entry of `DEMO_BOOKS`, owned in turn by the demo members and
 * listed in all of the owner's hubs, newest last in the data; then a few public reviews by members who
 * share a hub with the owner. Throws when a demo entry breaks a rule (ISBN, genre, fee range).
 */
export async function seedBooks(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const members = ctx.users.members;
  const hubsOf = new Map<number, number[]>();
  for (const m of members) hubsOf.set(m.id, await memberHubIds(db, m.id));
  const owners = members.filter((m) => (hubsOf.get(m.id) ?? []).length > 0);
  if (owners.length === 0) return;

  const now = clock.now().getTime();
  const rows: NewBookRow[] = DEMO_BOOKS.map((b, i) => {
    const isbn13 = checkDemoBook(b);
    const createdAt = new Date(now - (DEMO_BOOKS.length - i) * LISTING_INTERVAL_MS);
    return {
      ownerId: owners[i % owners.length].id,
      title: b.title,
      author: b.author,
      isbn: isbn13,
      isbn13,
      genre: b.genre,
      description: b.description,
      condition: b.condition,
      dailyFeePaise: rupeesToPaise(b.dailyFee),
      sellingPricePaise: b.sellingPrice === null ? null : rupeesToPaise(b.sellingPrice),
      createdAt,
      updatedAt: createdAt,
    };
  });
  const inserted = await db
    .insert(books)
    .values(rows)
    .returning({ id: books.id, ownerId: books.ownerId, createdAt: books.createdAt });
  await db
    .insert(bookHubs)
    .values(inserted.flatMap((b) => (hubsOf.get(b.ownerId) ?? []).map((hubId) => ({ bookId: b.id, hubId }))));

  let turn = 0;
  for (const [i, book] of inserted.entries()) {
    if (i % REVIEW_EVERY !== 0) continue;
    const ownerHubs = new Set(hubsOf.get(book.ownerId));
    const neighbours = members.filter(
      (m) => m.id !== book.ownerId && (hubsOf.get(m.id) ?? []).some((h) => ownerHubs.has(h)),
    );
    for (const reviewer of neighbours.slice(0, 1 + (i % 2))) {
      turn += 1;
      await insertReview(db, {
        bookId: book.id,
        userId: reviewer.id,
        rating: 3 + (turn % 3),
        reviewText: DEMO_REVIEW_TEXTS[turn % DEMO_REVIEW_TEXTS.length],
        createdAt: new Date(Math.min(now, book.createdAt.getTime() + (1 + (turn % 20)) * 60 * 60 * 1000)),
      });
    }
  }
}
