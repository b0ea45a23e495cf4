/**
 * Availability alerts (spec 000 §2 "Availability alert", §7 "GET/POST/DELETE
 * /api/books/{bookId}/availability-alert"), kept as a holds queue per book
 * (docs/decisions/0025-availability-alerts-hold-queue.md). Other modules use:
 * - `bookBecameAvailable(tx, bookId, now)` in any transaction that makes a book available again;
 * - `runHoldsPass(deps)` from the scheduled jobs;
 * - `heldForAnotherSql(viewerId)`: a SQL predicate on `b` (books) that is true while the book is held for
 *   another member than the viewer (recommendations leave those out).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type AlertStatus } from '@/contract/alerts';
import { alertRefusal, queuePosition } from '@/domain/holds';
import type { Db, Tx } from '../../db/client';
import { bookAlerts, books } from '../../db/schema';
import { findBookInHubsOf } from '../books';
import { localizedError } from '../../lib/http-error';
import { endHold, type HoldsDeps } from './holds';

type DbOrTx = Db | Tx;

/** SQL true while book `b` is held for a member other than `viewerId` (for queries over `books b`). */
export function heldForAnotherSql(viewerId: number): SQL {
  return sql`exists (select 1 from book_alerts ha where ha.book_id = b.id and ha.status = 'held' and ha.user_id <> ${viewerId})`;
}

/** The caller's place in the book's queue (see `AlertStatus`). */
async function statusOf(db: DbOrTx, bookId: number, callerId: number): Promise<AlertStatus> {
  const queue = await db
    .select()
    .from(bookAlerts)
    .where(and(eq(bookAlerts.bookId, bookId), inArray(bookAlerts.status, ['waiting', 'held'])));
  const entries = queue.map((a) => ({ ...a, status: a.status as 'waiting' | 'held' }));
  const mine = entries.find((a) => a.userId === callerId);
  return {
    hasAlert: mine !== undefined,
    position: queuePosition(entries, callerId),
    holdExpiresAt: mine?.status === 'held' ? mine.holdExpiresAt!.toISOString() : null,
  };
}

/** The book when the caller sees it (listed in one of their hubs), else 404 'Book not found'. */
async function visibleBook(db: DbOrTx, bookId: number, callerId: number) {
  const book = await findBookInHubsOf(db, bookId, callerId);
  if (!book || book.status !== 'listed') throw localizedError(404, 'books:notFound');
  return book;
}

/** GET: whether the caller is in the book's queue, their place and their hold's end. 404 outside their hubs. */
export async function getAlert(db: DbOrTx, callerId: number, bookId: number): Promise<AlertStatus> {
  await visibleBook(db, bookId, callerId);
  return statusOf(db, bookId, callerId);
}

/**
 * POST (idempotent): puts the caller at the end of the book's queue. 404 outside their hubs; 403 on their own
 * book; 409 while the book is available to them (not lent and not held for another). A caller already in line
 * keeps their place.
 */
export async function setAlert(
  db: HoldsDeps['db'],
  callerId: number,
  bookId: number,
  now: Date,
): Promise<AlertStatus> {
  await visibleBook(db, bookId, callerId);
  await db.transaction(async (tx) => {
    const [book] = await tx
      .select({ ownerId: books.ownerId, isAvailable: books.isAvailable })
      .from(books)
      .where(eq(books.id, bookId))
      .for('update');
    const current = await statusOf(tx, bookId, callerId);
    if (current.hasAlert) return;
    const [hold] = await tx
      .select({ userId: bookAlerts.userId })
      .from(bookAlerts)
      .where(and(eq(bookAlerts.bookId, bookId), eq(bookAlerts.status, 'held')));
    const refusal = alertRefusal({ ...book, heldFor: hold?.userId ?? null, callerId });
    if (refusal === 'own_book') throw localizedError(403, 'alerts:ownBook');
    if (refusal === 'available') throw localizedError(409, 'alerts:available');
    await tx.insert(bookAlerts).values({ bookId, userId: callerId, createdAt: now }).onConflictDoNothing();
  });
  return statusOf(db, bookId, callerId);
}

/**
 * DELETE (idempotent): takes the caller out of the book's queue. A hold they cancel passes to the next in
 * line at once. 404 outside their hubs.
 */
export async function cancelAlert(deps: HoldsDeps, callerId: number, bookId: number): Promise<AlertStatus> {
  const now = deps.clock.now();
  await visibleBook(deps.db, bookId, callerId);
  await deps.db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: bookAlerts.id, status: bookAlerts.status })
      .from(bookAlerts)
      .where(
        and(
          eq(bookAlerts.bookId, bookId),
          eq(bookAlerts.userId, callerId),
          inArray(bookAlerts.status, ['waiting', 'held']),
        ),
      );
    if (!mine) return;
    if (mine.status === 'held') {
      await endHold(tx, { id: mine.id, bookId }, 'cancelled', now, false);
      return;
    }
    await tx
      .update(bookAlerts)
      .set({ status: 'cancelled', closedAt: now })
      .where(and(eq(bookAlerts.id, mine.id), eq(bookAlerts.status, 'waiting')));
  });
  return statusOf(deps.db, bookId, callerId);
}
