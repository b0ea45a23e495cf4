/**
 * Reviews (spec 000 §2 "Reviews panel", §3 "Review", §5 "Review", §7, §8 "Review save"). One review per
 * member and book (unique in the database): a second save by the same member updates it. A private
 * review (`isPublic` false) is shown only to its author and does not count in the book's average.
 * Every write recomputes the book's cached public review count and rating total in the same transaction.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { type Review, type SaveReviewInput, type SaveReviewResponse } from '@/contract/reviews';
import type { Db, Tx } from '../../db/client';
import { books, reviews, users } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { assertNotRestricted } from '../restrictions';

type DbOrTx = Db | Tx;

/** Recomputes `books.review_count` / `rating_total` of `bookId` from its public reviews not hidden (ADR 0050). */
export async function refreshReviewCache(db: DbOrTx, bookId: number): Promise<void> {
  await db
    .update(books)
    .set({
      reviewCount: sql`(select count(*)::int from ${reviews} r where r.book_id = ${bookId} and r.is_public and r.hidden_at is null)`,
      ratingTotal: sql`(select coalesce(sum(r.rating), 0)::int from ${reviews} r where r.book_id = ${bookId} and r.is_public and r.hidden_at is null)`,
    })
    .where(eq(books.id, bookId));
}

/** The not-deleted book `bookId` (id and owner), 404 'Book not found' otherwise. */
async function reviewableBook(db: DbOrTx, bookId: number): Promise<{ id: number; ownerId: number }> {
  const [row] = await db
    .select({ id: books.id, ownerId: books.ownerId, status: books.status })
    .from(books)
    .where(eq(books.id, bookId))
    .limit(1);
  if (!row || row.status === 'deleted') throw localizedError(404, 'books:notFound');
  return row;
}

const reviewColumns = {
  id: reviews.id,
  bookId: reviews.bookId,
  userId: reviews.userId,
  rating: reviews.rating,
  reviewText: reviews.reviewText,
  isPublic: reviews.isPublic,
  helpfulVotes: reviews.helpfulVotes,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  userName: users.name,
};

interface ReviewSelect {
  id: number;
  bookId: number;
  userId: number;
  rating: number;
  reviewText: string | null;
  isPublic: boolean;
  helpfulVotes: number;
  createdAt: Date;
  updatedAt: Date;
  userName: string;
}

function toReview(r: ReviewSelect): Review {
  return {
    id: r.id,
    bookId: r.bookId,
    userId: r.userId,
    rating: r.rating,
    reviewText: r.reviewText,
    isPublic: r.isPublic,
    helpfulVotes: r.helpfulVotes,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    user: { name: r.userName },
  };
}

/**
 * GET /api/books/{id}/reviews (public): the book's public reviews plus the viewer's own private one,
 * newest first, each with the reviewer's name. 404 for an unknown or deleted book.
 */
export async function listReviews(db: DbOrTx, bookId: number, viewerId: number | null): Promise<Review[]> {
  await reviewableBook(db, bookId);
  const visible =
    viewerId === null
      ? eq(reviews.isPublic, true)
      : or(eq(reviews.isPublic, true), eq(reviews.userId, viewerId));
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.bookId, bookId), visible, isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

/**
 * POST /api/books/{id}/reviews: creates the member's review of the book or updates their earlier one
 * (`created` says which), and refreshes the book's rating cache, in one transaction.
 * 404 unknown/deleted book; 403 'You cannot review your own book' for the owner; 403 for a suspended or
 * banned member (ADR 0050).
 */
export async function saveReview(
  db: Db,
  userId: number,
  bookId: number,
  input: SaveReviewInput,
  now: Date,
): Promise<SaveReviewResponse> {
  return db.transaction(async (tx) => {
    const book = await reviewableBook(tx, bookId);
    if (book.ownerId === userId) throw localizedError(403, 'reviews:ownBook');
    await assertNotRestricted(tx, userId, now);
    const values = {
      rating: input.rating,
      reviewText: input.reviewText ?? null,
      isPublic: input.isPublic,
      updatedAt: now,
    };
    const [saved] = await tx
      .insert(reviews)
      .values({ ...values, bookId, userId, createdAt: now })
      .onConflictDoUpdate({ target: [reviews.userId, reviews.bookId], set: values })
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    await refreshReviewCache(tx, bookId);
    const [row] = await tx
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, saved.id));
    return { review: toReview(row), created: Boolean(saved.created) };
  });
}
