/**
 * Hubshelf credit and commission-free periods (docs/decisions/0028-referral-credit-and-commission-free-periods.md;
 * spec 001 §9 "Referral bonus", 002 §3 `upload_10_reward` …). Money is integer paise.
 *
 * - `credit_balances`: each member's cached Hubshelf credit, moved in the same transaction as the money-ledger
 *   row that explains it (`credit_granted` adds, a `payment` funded `credit` spends) and row-locked while a
 *   borrow or buy spends it; `CHECK (balance_paise >= 0)`. So balance = credit granted − credit spent.
 * - `commission_free_grants`: each commission-free period granted, unique per member and source (`upload_10`,
 *   `upload_20`, `upload_30`), so a milestone is granted once; a member is commission-free until the
 *   latest `ends_at`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { users } from './users';

export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    balancePaise: integer('balance_paise').notNull().default(0),
    updatedAt: updatedAtNow(),
  },
  (t) => [check('credit_balances_non_negative', sql`${t.balancePaise} >= 0`)],
);

export const commissionFreeGrants = pgTable(
  'commission_free_grants',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** why: an upload milestone (`upload_10`, `upload_20`, `upload_30`) */
    source: text('source').notNull(),
    /** whole days granted */
    days: integer('days').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('commission_free_grants_source_unique').on(t.userId, t.source),
    index('commission_free_grants_user_end_idx').on(t.userId, t.endsAt),
    check('commission_free_grants_days_positive', sql`${t.days} > 0 AND ${t.endsAt} > ${t.startsAt}`),
  ],
);

export type CommissionFreeGrantRow = typeof commissionFreeGrants.$inferSelect;
