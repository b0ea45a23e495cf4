/**
 * Money received through a payment provider (ARCHITECTURE §2, §3; spec 000 §3 "Payment order"):
 * - `payment_orders`: every order created, with its provider, purpose, caller and amount (paise). Its
 *   status moves created → paid (a captured payment arrived) → consumed (a borrow, buy or fee used it), or
 *   → refunded (nothing used it) / failed.
 * - `payments`: provider payments we know of. The provider's payment id is unique, and an order is consumed
 *   by at most one payment (`payment_orders.payment_id` unique), so a payment id is used once.
 * - `webhook_events`: every provider event received, unique by event id (duplicate deliveries do nothing).
 * - `refunds`: refunds issued or reported by the provider, unique by the provider's refund id.
 * A rental order keeps the inputs it was priced from (`duration_days`, `offer_type`, `offer_brocks`).
 * `book_id` and `rental_id` are plain references to the books and rentals areas (no foreign key here, so
 * this schema does not depend on theirs).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { users } from './users';

export const paymentProvider = pgEnum('payment_provider', ['demo', 'razorpay']);
export const paymentPurpose = pgEnum('payment_purpose', [
  'rental',
  'purchase',
  'late_fee',
  'excess',
  'extension',
  'brocks',
]);
export const paymentOrderStatus = pgEnum('payment_order_status', [
  'created',
  'paid',
  'consumed',
  'refunded',
  'failed',
]);
export const paymentStatus = pgEnum('payment_status', ['authorized', 'captured', 'failed', 'refunded']);
export const refundStatus = pgEnum('refund_status', ['pending', 'processed', 'failed']);

export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: identityId(),
    provider: paymentProvider('provider').notNull(),
    /** the provider's order id, e.g. `order_RB58MiP5SPFYyM` or `order_demo_…` */
    providerOrderId: text('provider_order_id').notNull().unique(),
    purpose: paymentPurpose('purpose').notNull(),
    /** the member who created the order; only they can use it */
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: paymentOrderStatus('status').notNull().default('created'),
    /** our unique reference sent to the provider (at most 40 characters) */
    receipt: text('receipt').notNull().unique(),
    bookId: integer('book_id'),
    rentalId: integer('rental_id'),
    /**
     * The inputs the server priced a rental order from (docs/decisions/0014-server-pricing-authority.md):
     * the duration in days, and the Brocks offer (kind and Brocks offered) or null. A borrow re-prices them
     * with the settings of its own moment and refuses the order, before any capture, when they differ.
     */
    durationDays: integer('duration_days'),
    offerType: text('offer_type', { enum: ['rupees', 'commission_free'] }),
    offerBrocks: integer('offer_brocks'),
    /**
     * A `brocks` order priced from a package (docs/decisions/0027-buying-brocks-and-leaderboard.md): the
     * package (a plain reference, like `book_id`) and the Brocks it awards (base + bonus) when it was priced.
     */
    packageId: integer('package_id'),
    packageBrocks: integer('package_brocks'),
    /** the payment that consumed this order */
    paymentId: integer('payment_id')
      .unique()
      .references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    check(
      'payment_orders_offer_consistent',
      sql`(${t.offerType} IS NULL) = (${t.offerBrocks} IS NULL) AND (${t.offerType} IS NULL OR ${t.offerType} IN ('rupees', 'commission_free'))`,
    ),
    check(
      'payment_orders_package_consistent',
      sql`(${t.packageId} IS NULL) = (${t.packageBrocks} IS NULL) AND (${t.packageId} IS NULL OR ${t.purpose} = 'brocks')`,
    ),
    check('payment_orders_duration_positive', sql`${t.durationDays} IS NULL OR ${t.durationDays} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    provider: paymentProvider('provider').notNull(),
    /** the provider's payment id, e.g. `pay_DESlfW9H8K9uqM`; a payment id can be used once */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references((): AnyPgColumn => paymentOrders.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    status: paymentStatus('status').notNull(),
    /** card, upi, netbanking, wallet, … as the provider reports it */
    method: text('method'),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  id: identityId(),
  provider: paymentProvider('provider').notNull(),
  /** `x-razorpay-event-id`, or `sha256:<body hash>` when the header is absent */
  eventId: text('event_id').notNull().unique(),
  type: text('type').notNull(),
  /** the raw body as received */
  payload: text('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    provider: paymentProvider('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull().unique(),
    paymentId: requiredRef('payment_id', () => payments.id, 'restrict'),
    amountPaise: integer('amount_paise').notNull(),
    status: refundStatus('status').notNull(),
    /** why: `orphaned` (captured but never used), or `provider` (reported by a webhook) */
    reason: text('reason').notNull(),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
