/**
 * Claiming a book for a borrow or a purchase (spec 000 §7 borrow, buy): one conditional statement each,
 * so of concurrent claimants exactly one gets the book. Money in paise.
 *
 * A book held for a member (docs/decisions/0025-availability-alerts-hold-queue.md) is refused to everyone
 * else with 409 'This book is reserved for another member until {time}'; the book row is locked before the
 * hold is read, in the same order (book, then alerts) as the holds pass, so a hold cannot move in between.
 * The claimant's own open alert on the book is fulfilled by the claim.
 */

import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookAlerts, books } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { assertNotBlockedWithOwner } from '../blocks';
import { assertNotRestricted } from '../restrictions';

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

/** Locks the book row and refuses (409) when another member than `callerId` holds the book. */
async function assertNotHeldForAnother(tx: Tx, bookId: number, callerId: number): Promise<void> {
  await tx.select({ id: books.id }).from(books).where(eq(books.id, bookId)).for('update');
  const [hold] = await tx
    .select({ userId: bookAlerts.userId, holdExpiresAt: bookAlerts.holdExpiresAt })
    .from(bookAlerts)
    .where(and(eq(bookAlerts.bookId, bookId), eq(bookAlerts.status, 'held')));
  if (hold && hold.userId !== callerId)
    throw localizedError(409, 'alerts:reserved', { vars: { until: hold.holdExpiresAt! } });
}

/** Fulfils `callerId`'s open alert on the book they just claimed (their hold, or their place in line). */
async function fulfilAlertOf(tx: Tx, bookId: number, callerId: number, now: Date): Promise<void> {
  await tx
    .update(bookAlerts)
    .set({ status: 'fulfilled', closedAt: now })
    .where(
      and(
        eq(bookAlerts.bookId, bookId),
        eq(bookAlerts.userId, callerId),
        inArray(bookAlerts.status, ['waiting', 'held']),
      ),
    );
}

/**
 * Runs a conditional claim after the hold check and the caller's restriction (403, ADR 0050), refuses a
 * claim between members who blocked one another (403, rolled back with the caller's transaction), and
 * fulfils the caller's alert when it took the book.
 */
async function claimFor(
  tx: Tx,
  bookId: number,
  callerId: number,
  now: Date,
  update: () => Promise<ClaimedBook[]>,
): Promise<ClaimedBook | null> {
  await assertNotHeldForAnother(tx, bookId, callerId);
  await assertNotRestricted(tx, callerId, now);
  const [row] = await update();
  if (!row) return null;
  await assertNotBlockedWithOwner(tx, callerId, row.ownerId);
  await fulfilAlertOf(tx, bookId, callerId, now);
  return row;
}

/**
 * Marks the book unavailable (lent out) if it is listed and available, in one conditional statement that
 * locks the row until the caller's transaction ends, so of concurrent borrowers exactly one gets it.
 * Answers null when the book was not available (already lent, sold or deleted); 409 while another member
 * holds it (see the module comment).
 */
export function markUnavailableIfAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
  callerId: number,
): Promise<ClaimedBook | null> {
  return updateIfListedAndAvailable(tx, bookId, now, callerId, { isAvailable: false });
}

/**
 * Marks the book sold (it leaves Browse and cannot be borrowed) if it is listed and available, in one
 * conditional statement like `markUnavailableIfAvailable`. Answers null when it was not; 409 while another
 * member holds it.
 */
export function markSoldIfListedAndAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
  callerId: number,
): Promise<ClaimedBook | null> {
  return updateIfListedAndAvailable(tx, bookId, now, callerId, { status: 'sold', isAvailable: false });
}

/**
 * Sets `changes` (and updatedAt = `now`) on the book in one conditional statement if it is listed and
 * available, through `claimFor`: null when it was not, 409 while another member holds it.
 */
function updateIfListedAndAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
  callerId: number,
  changes: Pick<typeof books.$inferInsert, 'status' | 'isAvailable'>,
): Promise<ClaimedBook | null> {
  return claimFor(tx, bookId, callerId, now, () =>
    tx
      .update(books)
      .set({ ...changes, updatedAt: now })
      .where(listedAndAvailable(bookId))
      .returning(claimedColumns),
  );
}
