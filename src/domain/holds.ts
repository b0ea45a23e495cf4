/**
 * Availability alerts as a holds queue: the pure rules
 * (docs/decisions/0025-availability-alerts-hold-queue.md; spec 000 §2 "Availability alert").
 * Times are `Date`s; durations are ms.
 */

/** How long a book is kept for the first member in line once it is available again (ms): 24 hours. */
export const HOLD_MS = 24 * 60 * 60 * 1000;

/** When a hold that begins at `start` ends. */
export function holdEndsAt(start: Date): Date {
  return new Date(start.getTime() + HOLD_MS);
}

/** Why a member may not set an alert on a book, or null when they may. */
export type AlertRefusal = 'own_book' | 'available';

/**
 * Whether `callerId` may set an alert on a book: never on their own book; only while the book is not
 * available to them, i.e. lent out or held for another member (an available book can simply be borrowed).
 */
export function alertRefusal(book: {
  ownerId: number;
  isAvailable: boolean;
  heldFor: number | null;
  callerId: number;
}): AlertRefusal | null {
  if (book.ownerId === book.callerId) return 'own_book';
  const availableToCaller = book.isAvailable && (book.heldFor === null || book.heldFor === book.callerId);
  return availableToCaller ? 'available' : null;
}

/** One open alert of a book's queue. */
export interface QueueEntry {
  userId: number;
  status: 'waiting' | 'held';
  createdAt: Date;
  id: number;
}

/** The queue in order: the holder first, then the waiting members first come first served (ties by id). */
export function queueOrder<T extends QueueEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(
    (a, b) =>
      (a.status === 'held' ? 0 : 1) - (b.status === 'held' ? 0 : 1) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      a.id - b.id,
  );
}

/** `userId`'s 1-based place in the book's queue (the holder is #1), or null when they are not in it. */
export function queuePosition(entries: readonly QueueEntry[], userId: number): number | null {
  const i = queueOrder(entries).findIndex((e) => e.userId === userId);
  return i < 0 ? null : i + 1;
}

/**
 * Who gets the hold when a book becomes available: the first waiting member (in queue order) for whom
 * `stillSees` is true (members who left the book's hubs are skipped); null when nobody qualifies.
 */
export function nextHolder<T extends QueueEntry>(
  entries: readonly T[],
  stillSees: (entry: T) => boolean,
): T | null {
  return queueOrder(entries.filter((e) => e.status === 'waiting')).find(stillSees) ?? null;
}

/**
 * A hold's end as people read it in messages and mails, in India time: "24 Nov 2026, 5:30 pm IST"
 * (`locale` an Intl locale, `en-IN` by default; `hi-IN` gives Hindi month names).
 */
export function holdTimeText(at: Date, locale = 'en-IN'): string {
  const text = at.toLocaleString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return `${text} IST`;
}

/**
 * Whether a book as the wire shows it may be borrowed or bought by the viewer: available, and not held
 * for another member (`reservedUntil` set while a hold is open, `reservedForYou` when it is the viewer's).
 */
export function availableToViewer(book: {
  isAvailable: boolean;
  reservedUntil: string | null;
  reservedForYou: boolean;
}): boolean {
  return book.isAvailable && (book.reservedUntil === null || book.reservedForYou);
}
