/**
 * The Brocks ledger (ARCHITECTURE §2 "Ledgers, not counters"): append-only entries (user, delta, reason,
 * reference) and a cached balance per member, updated in the same transaction as the entry.
 * - `(user, reason, reference)` is unique, so a credit for one event (a listed book, a rental) is posted once.
 * - `brocks_balances.balance >= 0` is a CHECK: no member ever holds negative Brocks.
 * - Entries cannot be updated, nor deleted except by the cascade when a member is deleted (trigger in
 *   migrations/*_brocks_ledger_append_only.sql).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { users } from './users';

export const brocksLedger = pgTable(
  'brocks_ledger',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** whole Brocks; positive credits, negative debits */
    delta: integer('delta').notNull(),
    /** a `BrocksReason` from src/domain/brocks.ts */
    reason: text('reason').notNull(),
    /** the event this entry is for, e.g. `book:42`, `rental:7`, `registration` */
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('brocks_ledger_event_unique').on(t.userId, t.reason, t.reference),
    index('brocks_ledger_user_idx').on(t.userId, t.id),
    check('brocks_ledger_delta_nonzero', sql`${t.delta} <> 0`),
  ],
);

export const brocksBalances = pgTable(
  'brocks_balances',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** sum of credits that count as earned (every credit but refunds) */
    totalEarned: integer('total_earned').notNull().default(0),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('brocks_balances_balance_idx').on(t.balance),
    check('brocks_balances_balance_nonnegative', sql`${t.balance} >= 0`),
    check('brocks_balances_total_earned_nonnegative', sql`${t.totalEarned} >= 0`),
  ],
);

export type BrocksLedgerRow = typeof brocksLedger.$inferSelect;
export type BrocksBalanceRow = typeof brocksBalances.$inferSelect;
