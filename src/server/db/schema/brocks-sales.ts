/**
 * Brocks bought with money (spec 002 §4 "Buying Brocks", §7 `POST /api/brocks/purchase`;
 * docs/decisions/0027-buying-brocks-and-leaderboard.md). One row per package sold: the buyer, the package
 * (ON DELETE RESTRICT, so a package once sold is archived, never deleted: ADR 0023), what was awarded
 * (base Brocks and bonus, whole Brocks) and the price paid (paise), and the provider order and payment that
 * paid it. The order and the payment are each unique, so a payment buys Brocks at most once. The sale's
 * `package_purchase` Brocks entry and its `payment` and `brocks_sale` money rows reference `brocks_sale:{id}`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { brocksPackages } from './brocks-packages';
import { paymentOrders, payments } from './payments';
import { users } from './users';

export const brocksSales = pgTable(
  'brocks_sales',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    packageId: requiredRef('package_id', () => brocksPackages.id, 'restrict'),
    /** base Brocks of the package when it was bought */
    brocks: integer('brocks').notNull(),
    /** bonus Brocks of the package when it was bought */
    bonus: integer('bonus').notNull(),
    /** what the member paid, in paise */
    pricePaise: integer('price_paise').notNull(),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('brocks_sales_user_idx').on(t.userId, t.createdAt),
    check('brocks_sales_amounts', sql`${t.brocks} >= 1 AND ${t.bonus} >= 0 AND ${t.pricePaise} >= 100`),
  ],
);

export type BrocksSaleRow = typeof brocksSales.$inferSelect;
