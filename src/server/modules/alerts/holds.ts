/**
 * The holds queue's moves (docs/decisions/0025-availability-alerts-hold-queue.md): a book that becomes
 * available goes to the first member in line who still sees it, for 24 hours; a hold that runs out or is
 * cancelled passes on likewise; an empty queue opens the book to all.
 *
 * Every move locks the book row first, then changes alert rows with conditional updates
 * (waiting → held → fulfilled | expired), so a move runs once even when two passes (or two app instances)
 * try it at once. The `book_available` notification and its mail delivery are written in the hold's
 * transaction (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import { holdEndsAt, holdTimeText, nextHolder } from '@/domain/holds';
import { INTL_LOCALE } from '@/domain/languages';
import type { Db, Tx } from '../../db/client';
import { bookAlerts, books } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { t } from '../../i18n/t';
import { findBookInHubsOf } from '../books';
import { notify } from '../notifications';

/** Locks the book row for a queue move; answers its title, or null when the book is not listed and available. */
async function lockAvailableBook(tx: Tx, bookId: number): Promise<{ title: string } | null> {
  const [book] = await tx
    .select({ title: books.title, status: books.status, isAvailable: books.isAvailable })
    .from(books)
    .where(eq(books.id, bookId))
    .for('update');
  return book && book.status === 'listed' && book.isAvailable ? { title: book.title } : null;
}

/**
 * Call inside the transaction that made `bookId` available (a confirmed return, a relist): gives the book
 * to the first member in line who still sees it (a member of one of its hubs; the others are closed as
 * expired), with a `book_available` notification. Does nothing when nobody is waiting, the book is
 * already held, or it is not listed and available.
 */
export async function bookBecameAvailable(tx: Tx, bookId: number, now: Date): Promise<void> {
  const book = await lockAvailableBook(tx, bookId);
  if (!book) return;
  const queue = await tx
    .select()
    .from(bookAlerts)
    .where(and(eq(bookAlerts.bookId, bookId), inArray(bookAlerts.status, ['waiting', 'held'])));
  if (queue.some((a) => a.status === 'held')) return;
  const sees = new Map<number, boolean>();
  for (const a of queue) sees.set(a.userId, (await findBookInHubsOf(tx, bookId, a.userId)) !== null);
  const holder = nextHolder(
    queue.map((a) => ({ ...a, status: a.status as 'waiting' })),
    (a) => sees.get(a.userId)!,
  );
  const skipped = queue.filter((a) => !sees.get(a.userId)).map((a) => a.id);
  if (skipped.length > 0)
    await tx
      .update(bookAlerts)
      .set({ status: 'expired', closedAt: now })
      .where(and(inArray(bookAlerts.id, skipped), eq(bookAlerts.status, 'waiting')));
  if (!holder) return;
  const until = holdEndsAt(now);
  await tx
    .update(bookAlerts)
    .set({ status: 'held', heldAt: now, holdExpiresAt: until })
    .where(and(eq(bookAlerts.id, holder.id), eq(bookAlerts.status, 'waiting')));
  await notify(
    tx,
    {
      userId: holder.userId,
      type: 'book_available',
      title: (lng) => t('notices:inApp.bookAvailable.title', {}, lng),
      message: (lng) =>
        t(
          'notices:inApp.bookAvailable.message',
          { book: book.title, until: holdTimeText(until, INTL_LOCALE[lng]) },
          lng,
        ),
      data: { bookId, bookTitle: book.title, holdExpiresAt: until.toISOString() },
    },
    now,
  );
}

/**
 * Ends the hold `alertId` (as `to`: expired when it ran out, cancelled by its member) and passes the book
 * on, in `tx`. With `onlyIfDue` the hold ends only if it ran out by `now`. Answers whether this call ended
 * it (false when another pass or call did first).
 */
export async function endHold(
  tx: Tx,
  hold: { id: number; bookId: number },
  to: 'expired' | 'cancelled',
  now: Date,
  onlyIfDue: boolean,
): Promise<{ ended: boolean }> {
  await tx.select({ id: books.id }).from(books).where(eq(books.id, hold.bookId)).for('update');
  const ended = await tx
    .update(bookAlerts)
    .set({ status: to, closedAt: now })
    .where(
      and(
        eq(bookAlerts.id, hold.id),
        eq(bookAlerts.status, 'held'),
        onlyIfDue ? lte(bookAlerts.holdExpiresAt, now) : undefined,
      ),
    )
    .returning({ id: bookAlerts.id });
  if (ended.length === 0) return { ended: false };
  await bookBecameAvailable(tx, hold.bookId, now);
  return { ended: true };
}

/** What the holds pass needs from the app (`app.deps` has it all). */
export interface HoldsDeps {
  db: Db;
  clock: Clock;
}

/** How many run-out holds one pass moves on, at most. */
const HOLDS_PASS_BATCH = 500;

/**
 * The scheduled pass (every minute, `src/server/jobs/`): every hold that ran out expires and the book passes
 * to the next in line (or opens to all), each in its own short transaction.
 * Run twice at once, each hold still moves once. Answers how many holds it ended.
 */
export async function runHoldsPass(deps: HoldsDeps): Promise<{ expired: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: bookAlerts.id, bookId: bookAlerts.bookId })
    .from(bookAlerts)
    .where(and(eq(bookAlerts.status, 'held'), lte(bookAlerts.holdExpiresAt, now)))
    .orderBy(bookAlerts.holdExpiresAt)
    .limit(HOLDS_PASS_BATCH);
  let expired = 0;
  for (const hold of due) {
    const { ended } = await deps.db.transaction((tx) => endHold(tx, hold, 'expired', now, true));
    if (ended) expired += 1;
  }
  return { expired };
}
