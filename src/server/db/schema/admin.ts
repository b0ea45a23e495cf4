/**
 * Administrator data (spec 002 §2.1, §3; ADR 0022):
 * - `settings_audit`: one row per changed platform or Brocks setting key, written in the transaction that
 *   changes it (administrator, time, storage key, old and new value; old is null when nothing was stored).
 * - `reward_definitions`: referral milestones (spec 002 §3 "Reward definition"). A milestone is granted once
 *   per member through the Brocks ledger's unique `(user, reason, reference)` with reference `reward:<id>`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId } from './columns';
import { users } from './users';

export const settingsAudit = pgTable(
  'settings_audit',
  {
    id: identityId(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** the `settings` storage key, e.g. `commission_rate`, `rupees_per_credit_conversion` */
    key: text('key').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settings_audit_key_idx').on(t.key, t.id)],
);

export const rewardDefinitions = pgTable(
  'reward_definitions',
  {
    id: identityId(),
    description: text('description').notNull(),
    /** commission_free (days), bonus_earning (Brocks) or badge (spec 002 §3) */
    rewardType: text('reward_type').notNull(),
    /** Brocks or days; for a badge, its level number */
    value: integer('value').notNull(),
    requiredReferrals: integer('required_referrals').notNull(),
    requiredBooksPerReferral: integer('required_books_per_referral').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtNow(),
  },
  (t) => [
    check(
      'reward_definitions_type_known',
      sql`${t.rewardType} in ('commission_free', 'bonus_earning', 'badge')`,
    ),
    check('reward_definitions_description_length', sql`char_length(${t.description}) between 1 and 200`),
    check('reward_definitions_value_positive', sql`${t.value} >= 1`),
    check('reward_definitions_referrals_positive', sql`${t.requiredReferrals} >= 1`),
    check('reward_definitions_books_nonnegative', sql`${t.requiredBooksPerReferral} >= 0`),
  ],
);
