/**
 * Book factory shared by the demo seed and the tests, and the demo books seeder (issue 4 §5): the real
 * books of `books-data.ts` spread over the demo members and their hubs, fees ₹5-₹50 per day, some for
 * sale, some lent out, a few reviewed.
 */
import { cleanIsbn, toIsbn13, type BookCondition } from '@/domain/books';
import type { Db } from '../client';
import { bookHubs, books, reviews, type BookRow, type NewBookRow } from '../schema';
import { refreshReviewCache } from '../../modules/reviews/service';

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
  attrs: { bookId: number; userId: number; rating: number; reviewText?: string | null; isPublic?: boolean; createdAt?: Date },
): Promise<void> {
  await db.insert(reviews).values({ ...attrs, updatedAt: attrs.createdAt });
  await refreshReviewCache(db, attrs.bookId);
}
