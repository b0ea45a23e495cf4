/**
 * Claiming a book for a borrow or a purchase (spec 000 §7 borrow, buy): one conditional statement each,
 * so of concurrent claimants exactly one gets the book. Money in paise.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { books } from '../../db/schema';

/** What a borrow or buy prices and records, read by the statement that claimed the book (money in paise). */
export interface ClaimedBook {
  id: number;
  ownerId: number;
  title: string;
  dailyFeePaise: number;
  sellingPricePaise: number | null;
}

const claimedColumns = {
  id: books.id,
  ownerId: books.ownerId,
  title: books.title,
  dailyFeePaise: books.dailyFeePaise,
  sellingPricePaise: books.sellingPricePaise,
};

const listedAndAvailable = (bookId: number) =>
  and(eq(books.id, bookId), eq(books.status, 'listed'), eq(books.isAvailable, true));

/**
 * Marks the book unavailable (lent out) if it is listed and available, in one conditional statement that
 * locks the row until the caller's transaction ends, so of concurrent borrowers exactly one gets it.
 * Answers null when the book was not available (already lent, sold or deleted).
 */
export async function markUnavailableIfAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
): Promise<ClaimedBook | null> {
  const [row] = await tx
    .update(books)
    .set({ isAvailable: false, updatedAt: now })
    .where(listedAndAvailable(bookId))
    .returning(claimedColumns);
  return row ?? null;
}

/**
 * Marks the book sold (it leaves Browse and cannot be borrowed) if it is listed and available, in one
 * conditional statement like `markUnavailableIfAvailable`. Answers null when it was not.
 */
export async function markSoldIfListedAndAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
): Promise<ClaimedBook | null> {
  const [row] = await tx
    .update(books)
    .set({ status: 'sold', isAvailable: false, updatedAt: now })
    .where(listedAndAvailable(bookId))
    .returning(claimedColumns);
  return row ?? null;
}
