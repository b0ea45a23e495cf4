/**
 * The rentals lifecycle's own tables (spec 001 §2.6, §4.3; 002 §2.2, §4):
 * - `rental_extension_requests`: a borrower's request for more days, with the price as the server computed it
 *   (paise). Status pending → approved (the owner agreed; the borrower now pays) → paid (the end date moved),
 *   or pending → declined. A rental has at most one pending request (`rental_extension_requests_one_pending`).
 * - `rental_notices`: one row per notice sent about a rental — a due-soon or overdue notice of the daily pass,
 *   or an owner's reminder — unique per (rental, kind, day), so a pass run twice (even concurrently on two
 *   instances) sends each notice once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { paymentOrders } from './payments';
import { rentals } from './rentals';

export const EXTENSION_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'paid'] as const;
export const extensionRequestStatus = pgEnum('extension_request_status', EXTENSION_REQUEST_STATUSES);

export const rentalExtensionRequests = pgTable(
  'rental_extension_requests',
  {
    id: identityId(),
    rentalId: requiredRef('rental_id', () => rentals.id, 'restrict'),
    /** days asked for, 1-30 */
    extensionDays: integer('extension_days').notNull(),
    /** the borrower's reason (trimmed; null when none) */
    reason: text('reason'),
    status: extensionRequestStatus('status').notNull().default('pending'),
    /** the rental's daily fee */
    dailyFeePaise: integer('daily_fee_paise').notNull(),
    /** extension days × daily fee; the lender earns it */
    totalExtensionFeePaise: integer('total_extension_fee_paise').notNull(),
    /** total extension fee × commission rate / 100 */
    platformCommissionPaise: integer('platform_commission_paise').notNull(),
    /** what the borrower pays: total extension fee + platform commission */
    totalPaise: integer('total_paise').notNull(),
    /** the due date the extension would give when it was asked for */
    proposedEndDate: timestamp('proposed_end_date', { withTimezone: true }).notNull(),
    /** the due date after payment */
    newEndDate: timestamp('new_end_date', { withTimezone: true }),
    /** the owner's reason for declining */
    declineReason: text('decline_reason'),
    /** the provider order that paid it */
    paymentOrderId: integer('payment_order_id').references(() => paymentOrders.id, { onDelete: 'restrict' }),
    createdAt: createdAtNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rental_extension_requests_one_pending')
      .on(t.rentalId)
      .where(sql`${t.status} = 'pending'`),
    unique('rental_extension_requests_payment_order_unique').on(t.paymentOrderId),
    index('rental_extension_requests_rental_idx').on(t.rentalId, t.createdAt),
    check('rental_extension_requests_days', sql`${t.extensionDays} BETWEEN 1 AND 30`),
    check(
      'rental_extension_requests_amounts',
      sql`${t.dailyFeePaise} > 0 AND ${t.platformCommissionPaise} >= 0 AND ${t.totalExtensionFeePaise} = ${t.extensionDays} * ${t.dailyFeePaise} AND ${t.totalPaise} = ${t.totalExtensionFeePaise} + ${t.platformCommissionPaise}`,
    ),
    check('rental_extension_requests_paid', sql`(${t.status} = 'paid') = (${t.paidAt} IS NOT NULL)`),
  ],
);

export const RENTAL_NOTICE_KINDS = ['due_soon', 'overdue', 'reminder'] as const;
export type RentalNoticeKind = (typeof RENTAL_NOTICE_KINDS)[number];
export const rentalNoticeKind = pgEnum('rental_notice_kind', RENTAL_NOTICE_KINDS);

export const rentalNotices = pgTable(
  'rental_notices',
  {
    id: identityId(),
    rentalId: requiredRef('rental_id', () => rentals.id, 'restrict'),
    kind: rentalNoticeKind('kind').notNull(),
    /** the UTC day it was sent on */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('rental_notices_once_per_day').on(t.rentalId, t.kind, t.day),
    index('rental_notices_rental_sent_idx').on(t.rentalId, t.kind, t.sentAt),
  ],
);

export type ExtensionRequestRow = typeof rentalExtensionRequests.$inferSelect;
export type RentalNoticeRow = typeof rentalNotices.$inferSelect;
