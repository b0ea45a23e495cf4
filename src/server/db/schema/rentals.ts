/**
 * Borrows, purchases and the money ledger (ARCHITECTURE §2 "Ledgers, not counters"; spec 000 §3 "Pricing",
 * "Rental request", "Purchase request"; 001 §3 "Rental", "Purchase", §4.1). Money is integer paise.
 *
 * - `rentals`: one row per borrow, with the prices as they were when it was made (daily fee, rental fee,
 *   platform fee, deposit, Brocks discount, total, lender amount). A book has at most one open rental
 *   (status other than completed): the partial unique index `rentals_one_open_per_book`.
 * - `purchases`: one row per sale; a book is sold once (`purchases_book_unique`).
 * - `money_ledger`: append-only rows of money movements (trigger in migrations/*_money_ledger_append_only.sql),
 *   each positive, its direction given by `kind`:
 *     payment          money in: from the payment provider (`funding` provider), paid with Brocks in place
 *                      of rupees (brocks), or the value of a Brocks offer the platform pays for (brocks_offer)
 *     deposit_held     a rental's security deposit, held until the book comes back
 *     deposit_released / deposit_applied / refund   the deposit given back, kept towards charges, money
 *                      returned (written by the rentals lifecycle)
 *     lender_earning / seller_earning / platform_fee   what the lender or seller earns and the commission
 *     brocks_sale      the platform's takings for a Brocks package sold (ADR 0027): payment = brocks_sale
 *     credit_granted   Hubshelf credit given to a member (ADR 0028); a `payment` funded `credit` spends it
 *   So for every borrow and buy: payments = deposit held + platform fee + lender or seller earning.
 *   `(kind, reference)` is unique (`rental:7`, `purchase:3`, `rental:7:brocks-offer`), so an event posts once,
 *   and a provider order pays in at most once (`money_ledger_order_payment_unique`).
 * The rentals lifecycle (spec 001 §4.1) adds the return columns and late fees of `rentals`; its extension requests and
 * notices are in `rental-lifecycle.ts`. A late fee or extension posts `payment` (when paid through the provider),
 * `deposit_applied` (when taken from the deposit), `platform_fee` and `lender_earning` rows, so at all times
 *   payments + deposit applied = deposit held + platform fees + lender and seller earnings,
 * and per rental deposit released + deposit applied ≤ deposit held (equal once completed).
 * A rental cancelled before pickup (docs/decisions/0032-trust-at-hand-over.md) reverses its platform fee and
 * lender earning (`platform_fee_reversed`, `lender_earning_reversed`), gives them back (`refund`) and releases
 * the deposit, so with cancellations
 *   payments + deposit applied + reversals = deposit held + platform fees + earnings + refunds.
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { BROCKS_OFFER_TYPES } from '../../../domain/pricing';
import { PAYMENT_METHODS } from '../../../contract/payments';
import { books } from './books';
import { brocksSales } from './brocks-sales';
import { paymentOrders, payments } from './payments';
import { users } from './users';

export const rentalStatus = pgEnum('rental_status', ['active', 'return_requested', 'completed', 'cancelled']);
/** Who cancelled a rental before pickup (docs/decisions/0032-trust-at-hand-over.md). */
export const rentalCancelledBy = pgEnum('rental_cancelled_by', ['borrower', 'owner', 'system']);
/** How the owner confirmed a return: with the borrower's return code or without it (ADR 0036). */
export const rentalReturnMethod = pgEnum('rental_return_method', ['code', 'without_code']);
export const brocksOfferType = pgEnum('brocks_offer_type', BROCKS_OFFER_TYPES);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

const paise = (name: string) => integer(name).notNull();

/**
 * How a transaction was paid: the provider order and payment consumed, or the Brocks spent. A function,
 * so each table gets its own column builders (their unique constraints are named per table below).
 */
const paidWith = () => ({
  paymentMethod: paymentMethod('payment_method').notNull(),
  /** the provider order consumed (null when paid with Brocks or nothing was due) */
  paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'restrict' }),
  /** the provider payment used */
  paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
  /** Brocks spent paying the total with Brocks (0 otherwise) */
  brocksPaid: integer('brocks_paid').notNull().default(0),
});

export const rentals = pgTable(
  'rentals',
  {
    id: identityId(),
    bookId: requiredRef('book_id', () => books.id, 'restrict'),
    borrowerId: requiredRef('borrower_id', () => users.id, 'restrict'),
    /** the book's owner when it was borrowed */
    lenderId: requiredRef('lender_id', () => users.id, 'restrict'),
    status: rentalStatus('status').notNull().default('active'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** due date: start + durationDays */
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    durationDays: integer('duration_days').notNull(),
    /** the book's daily fee when it was borrowed */
    dailyFeePaise: paise('daily_fee_paise'),
    /** dailyFee × durationDays */
    rentalFeePaise: paise('rental_fee_paise'),
    platformFeePaise: paise('platform_fee_paise'),
    securityDepositPaise: paise('security_deposit_paise'),
    brocksDiscountPaise: paise('brocks_discount_paise').default(0),
    /** Brocks spent on the offer (0 without one) */
    brocksUsed: integer('brocks_used').notNull().default(0),
    offerType: brocksOfferType('offer_type'),
    /** rental fee + platform fee + deposit − Brocks discount */
    totalPaise: paise('total_paise'),
    /** what the lender earns: the rental fee */
    lenderAmountPaise: paise('lender_amount_paise'),
    ...paidWith(),
    /** when the borrower asked to return the book (rentals lifecycle, spec 001 §4.1) */
    returnRequestedAt: timestamp('return_requested_at', { withTimezone: true }),
    /** the borrower's return notes (trimmed; null when none) */
    returnNotes: text('return_notes'),
    /** when the lender confirmed receipt and the rental completed */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    /** the lender's notes on confirming receipt */
    returnConfirmNotes: text('return_confirm_notes'),
    /** the late fee assessed when the return was requested (days late × daily fee); 0 before */
    lateFeePaise: integer('late_fee_paise').notNull().default(0),
    /** late fees already paid through the payment provider (late fee and excess payments) */
    lateFeePaidPaise: integer('late_fee_paid_paise').notNull().default(0),
    /** when the owner confirmed the book changed hands (null until then; ADR 0032) */
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** SHA-256 (hex) of the pickup code; the code itself is derived from the server secret (ADR 0032) */
    pickupCodeHash: text('pickup_code_hash'),
    /** SHA-256 (hex) of the return code, set when the return is requested */
    returnCodeHash: text('return_code_hash'),
    /** wrong codes entered in a row (pickup or return); reset by a right code or after the lock */
    codeFailedAttempts: integer('code_failed_attempts').notNull().default(0),
    /** codes are refused until then after 5 wrong tries (15 minutes) */
    codeLockedUntil: timestamp('code_locked_until', { withTimezone: true }),
    /** when the rental was cancelled before pickup (status cancelled) */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: rentalCancelledBy('cancelled_by'),
    /** the reason given on cancelling (trimmed; null when none) */
    cancelReason: text('cancel_reason'),
    /** how the return was confirmed (ADR 0036); null until then and for returns confirmed before codes */
    returnMethod: rentalReturnMethod('return_method'),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    check('rentals_late_fees_non_negative', sql`${t.lateFeePaise} >= 0 AND ${t.lateFeePaidPaise} >= 0`),
    uniqueIndex('rentals_one_open_per_book')
      .on(t.bookId)
      // open = active or return_requested (not completed, not cancelled), written without the value
      // 'cancelled' so the migration that adds it can use it in the same transaction
      .where(sql`${t.status} IN ('active', 'return_requested')`),
    unique('rentals_payment_order_unique').on(t.paymentOrderId),
    unique('rentals_payment_unique').on(t.paymentId),
    index('rentals_borrower_idx').on(t.borrowerId, t.createdAt),
    index('rentals_lender_idx').on(t.lenderId, t.createdAt),
    index('rentals_status_end_idx').on(t.status, t.endDate),
    index('rentals_created_idx').on(t.createdAt),
    check('rentals_code_attempts', sql`${t.codeFailedAttempts} >= 0`),
    check(
      'rentals_cancelled_consistent',
      sql`(${t.cancelledAt} IS NULL) = (${t.cancelledBy} IS NULL) AND (${t.cancelledAt} IS NULL) = (${t.status} IN ('active', 'return_requested', 'completed'))`,
    ),
    check('rentals_cancelled_before_pickup', sql`${t.cancelledAt} IS NULL OR ${t.pickedUpAt} IS NULL`),
    index('rentals_awaiting_pickup_idx')
      .on(t.startDate)
      .where(sql`${t.status} = 'active' AND ${t.pickedUpAt} IS NULL`),
    check('rentals_not_own_book', sql`${t.borrowerId} <> ${t.lenderId}`),
    check('rentals_duration_positive', sql`${t.durationDays} >= 1`),
    check('rentals_dates_ordered', sql`${t.endDate} > ${t.startDate}`),
    check(
      'rentals_amounts_non_negative',
      sql`${t.dailyFeePaise} > 0 AND ${t.rentalFeePaise} >= 0 AND ${t.platformFeePaise} >= 0 AND ${t.securityDepositPaise} >= 0 AND ${t.brocksDiscountPaise} >= 0 AND ${t.brocksUsed} >= 0 AND ${t.brocksPaid} >= 0 AND ${t.lenderAmountPaise} >= 0`,
    ),
    check(
      'rentals_total_is_sum',
      sql`${t.totalPaise} = ${t.rentalFeePaise} + ${t.platformFeePaise} + ${t.securityDepositPaise} - ${t.brocksDiscountPaise}`,
    ),
    check(
      'rentals_discount_within_cap',
      sql`${t.brocksDiscountPaise} <= ${t.rentalFeePaise} + ${t.platformFeePaise}`,
    ),
    check('rentals_offer_consistent', sql`(${t.offerType} IS NULL) = (${t.brocksUsed} = 0)`),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: identityId(),
    bookId: requiredRef('book_id', () => books.id, 'restrict'),
    buyerId: requiredRef('buyer_id', () => users.id, 'restrict'),
    sellerId: requiredRef('seller_id', () => users.id, 'restrict'),
    /** the selling price paid; the seller earns it */
    purchasePricePaise: paise('purchase_price_paise'),
    platformFeePaise: paise('platform_fee_paise'),
    /** purchase price + platform fee */
    totalPaise: paise('total_paise'),
    ...paidWith(),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('purchases_book_unique').on(t.bookId),
    unique('purchases_payment_order_unique').on(t.paymentOrderId),
    unique('purchases_payment_unique').on(t.paymentId),
    index('purchases_buyer_idx').on(t.buyerId, t.createdAt),
    index('purchases_seller_idx').on(t.sellerId, t.createdAt),
    index('purchases_created_idx').on(t.createdAt),
    check('purchases_not_own_book', sql`${t.buyerId} <> ${t.sellerId}`),
    check(
      'purchases_amounts',
      sql`${t.purchasePricePaise} > 0 AND ${t.platformFeePaise} >= 0 AND ${t.brocksPaid} >= 0 AND ${t.totalPaise} = ${t.purchasePricePaise} + ${t.platformFeePaise}`,
    ),
  ],
);

export const MONEY_ENTRY_KINDS = [
  'payment',
  'deposit_held',
  'deposit_released',
  'deposit_applied',
  'lender_earning',
  'seller_earning',
  'platform_fee',
  'refund',
  'brocks_sale',
  // Hubshelf credit granted to a member (referral bonus, ADR 0028): platform-funded, outside the borrow/buy sum
  'credit_granted',
  'platform_fee_reversed',
  'lender_earning_reversed',
] as const;
export type MoneyEntryKind = (typeof MONEY_ENTRY_KINDS)[number];
export const moneyEntryKind = pgEnum('money_entry_kind', MONEY_ENTRY_KINDS);

/** Where the money of a `payment` row came from (see the file comment). */
export const MONEY_FUNDINGS = ['provider', 'brocks', 'brocks_offer', 'credit'] as const;
export type MoneyFunding = (typeof MONEY_FUNDINGS)[number];
export const moneyFunding = pgEnum('money_funding', MONEY_FUNDINGS);

export const moneyLedger = pgTable(
  'money_ledger',
  {
    id: identityId(),
    kind: moneyEntryKind('kind').notNull(),
    /** positive; the kind says which way it moves */
    amountPaise: paise('amount_paise'),
    /** whose money: the payer (payment, deposit, platform fee, refund), the lender or the seller (earnings) */
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'restrict' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'restrict' }),
    /** the Brocks package sale a `payment` / `brocks_sale` row belongs to (ADR 0027) */
    brocksSaleId: integer('brocks_sale_id').references(() => brocksSales.id, { onDelete: 'restrict' }),
    /** the provider order a `payment` row was paid through */
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** for `payment` rows: provider, brocks or brocks_offer */
    funding: moneyFunding('funding'),
    /** the event, unique per kind: `rental:7`, `purchase:3`, `rental:7:brocks-offer` */
    reference: text('reference').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('money_ledger_event_unique').on(t.kind, t.reference),
    uniqueIndex('money_ledger_order_payment_unique')
      .on(t.paymentOrderId)
      .where(sql`${t.kind} = 'payment' AND ${t.paymentOrderId} IS NOT NULL`),
    index('money_ledger_user_idx').on(t.userId, t.kind, t.createdAt),
    index('money_ledger_rental_idx').on(t.rentalId),
    index('money_ledger_purchase_idx').on(t.purchaseId),
    check('money_ledger_amount_positive', sql`${t.amountPaise} > 0`),
    check('money_ledger_payment_funding', sql`(${t.kind} = 'payment') = (${t.funding} IS NOT NULL)`),
  ],
);

export type RentalRow = typeof rentals.$inferSelect;
export type NewRentalRow = typeof rentals.$inferInsert;
export type PurchaseRow = typeof purchases.$inferSelect;
export type MoneyLedgerRow = typeof moneyLedger.$inferSelect;
