/**
 * Brocks packages for sale (spec 002 §2.1 "Brocks Packages", §3 "Brocks package", §5 "Package"):
 * `brocks` base Brocks plus `bonus`, sold for `price_paise` (≥ ₹1). A package that a purchase references is
 * archived (`archived_at` set: off sale, kept for the purchase history), never deleted
 * (docs/decisions/0023-brocks-packages-page-content-analytics.md). Purchase rows of the Brocks-buying work
 * reference `brocks_packages.id` with ON DELETE RESTRICT; the delete use case archives when that refuses.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, updatedAtNow } from './columns';

export const brocksPackages = pgTable(
  'brocks_packages',
  {
    id: identityId(),
    name: text('name').notNull(),
    /** base Brocks, whole, ≥ 1 */
    brocks: integer('brocks').notNull(),
    /** bonus Brocks on top of the base, whole, ≥ 0 */
    bonus: integer('bonus').notNull().default(0),
    /** price in paise, ≥ 100 (₹1) */
    pricePaise: integer('price_paise').notNull(),
    popular: boolean('popular').notNull().default(false),
    /** set when a referenced package is deleted: off sale, kept in history */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    check('brocks_packages_name_not_blank', sql`length(btrim(${t.name})) > 0`),
    check('brocks_packages_brocks_min', sql`${t.brocks} >= 1`),
    check('brocks_packages_bonus_min', sql`${t.bonus} >= 0`),
    check('brocks_packages_price_min', sql`${t.pricePaise} >= 100`),
    index('brocks_packages_on_sale_idx')
      .on(t.pricePaise)
      .where(sql`${t.archivedAt} IS NULL`),
  ],
);

export type BrocksPackageRow = typeof brocksPackages.$inferSelect;
