/**
 * Data export and account deletion (ADR 0052):
 * - `account_exports`: one row per 'Download my data', to allow at most 3 a day per member.
 * - `account_deletions`: a member asked to delete their account. It is scheduled for `scheduled_for`
 *   (7 days on); the mailed link (`cancel_token_hash`, SHA-256 of the secret) or signing in cancels it
 *   (`cancelled_at`, `cancelled_by`); the `account-erasure` job erases the member at `scheduled_for` and sets
 *   `erased_at`. The row stays as the audit record (it keeps only the anonymous member id). One pending
 *   deletion per member.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { users } from './users';

export const accountExports = pgTable(
  'account_exports',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAtNow(),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.createdAt)],
);

export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    /** hex SHA-256 of the 32 random bytes in the mailed cancel link */
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** `link`, `sign_in` or `profile` */
    cancelledBy: text('cancelled_by'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [
    uniqueIndex('account_deletions_pending_idx')
      .on(t.userId)
      .where(sql`${t.cancelledAt} is null and ${t.erasedAt} is null`),
    index('account_deletions_due_idx').on(t.scheduledFor),
    check('account_deletions_cancelled_by', sql`${t.cancelledBy} in ('link', 'sign_in', 'profile')`),
    check('account_deletions_one_end', sql`${t.cancelledAt} is null or ${t.erasedAt} is null`),
  ],
);
