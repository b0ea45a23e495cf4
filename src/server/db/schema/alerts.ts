/**
 * Availability alerts as a holds queue (spec 000 §2 "Availability alert", §7;
 * docs/decisions/0025-availability-alerts-hold-queue.md). One row per alert a member sets on a book:
 * waiting (in line, first come first served) → held (the book is kept for them until `hold_expires_at`)
 * → fulfilled (they borrowed or bought it) | expired (the hold ran out); waiting or held → cancelled.
 * The database refuses a second open alert per member and book and a second hold per book.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, requiredRef } from './columns';
import { books } from './books';
import { users } from './users';

export const BOOK_ALERT_STATUSES = ['waiting', 'held', 'fulfilled', 'expired', 'cancelled'] as const;
export const bookAlertStatus = pgEnum('book_alert_status', BOOK_ALERT_STATUSES);

export const bookAlerts = pgTable(
  'book_alerts',
  {
    id: identityId(),
    bookId: requiredRef('book_id', () => books.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    status: bookAlertStatus('status').notNull().default('waiting'),
    /** when the member set it: the place in line */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when the hold began (status held, fulfilled or expired after a hold) */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** when the hold ends: heldAt + 24 h */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** when it left the queue (fulfilled, expired or cancelled) */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('book_alerts_one_open_per_member')
      .on(t.userId, t.bookId)
      .where(sql`${t.status} in ('waiting', 'held')`),
    uniqueIndex('book_alerts_one_hold_per_book')
      .on(t.bookId)
      .where(sql`${t.status} = 'held'`),
    index('book_alerts_queue_idx')
      .on(t.bookId, t.createdAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('book_alerts_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    check('book_alerts_held_has_expiry', sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
  ],
);

export type BookAlertRow = typeof bookAlerts.$inferSelect;
