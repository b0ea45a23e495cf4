/**
 * Borrowing and the rental lists on the wire (spec 000 §3 "Rental request", §5 "Borrow/buy form", §7
 * "Payments and transactions"; 001 §2.11, §3 "Rental", §7 borrow with paymentMethod mock). Money is
 * rupees (`rentalFee: 70`), dates ISO 8601. Payment methods, the payment fields and the borrow/buy
 * messages are the checkout's, in `payments.ts`; returns, fees and extensions are in `returns/`.
 */
import { z } from 'zod';
import { BROCKS_OFFER_TYPES } from '../domain/pricing';
import { defineRoute } from './http';
import { rentalsPaths } from './paths';
import { RETURN_METHODS } from './returns/return-code';
import {
  appliedBrocks,
  contactInfo,
  paymentProofFields,
  PAYMENT_METHODS,
  TRANSACTION_MESSAGES,
} from './payments';

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

/** `POST /api/rentals/borrow` (spec 000 §3 "Rental request"). */
export const borrowBody = z.object({
  bookId: positiveId(TRANSACTION_MESSAGES.bookRequired),
  /** days: one of `allowedDurations(maxRentalDays)` (spec 000 §9; ADR 0022), checked by the server */
  duration: z
    .number({ error: TRANSACTION_MESSAGES.durationRequired })
    .int(TRANSACTION_MESSAGES.durationRequired)
    .min(1, TRANSACTION_MESSAGES.durationRequired)
    .max(365, TRANSACTION_MESSAGES.durationRequired),
  appliedBrocks: appliedBrocks.nullish(),
  ...paymentProofFields,
});
export type BorrowBody = z.input<typeof borrowBody>;
export type BorrowInput = z.output<typeof borrowBody>;

export const RENTAL_STATUSES = ['active', 'return_requested', 'completed', 'cancelled'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** The book of a rental or purchase. */
export const transactionBook = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  genre: z.string(),
  imageUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
});
export type TransactionBook = z.infer<typeof transactionBook>;

/** A rental (spec 001 §3 "Rental"; spec 000 §3 "Pricing"): amounts in rupees, dates ISO 8601. */
export const rentalSummary = z.object({
  id: z.number().int(),
  status: z.enum(RENTAL_STATUSES),
  book: transactionBook,
  borrowerId: z.number().int(),
  borrower: z.object({ name: z.string() }),
  lenderId: z.number().int(),
  lender: z.object({ name: z.string() }),
  startDate: z.string(),
  /** the due date */
  endDate: z.string(),
  duration: z.number().int(),
  dailyFee: z.number(),
  rentalFee: z.number(),
  platformFee: z.number(),
  securityDeposit: z.number(),
  brocksDiscount: z.number(),
  brocksUsed: z.number().int(),
  offerType: z.enum(BROCKS_OFFER_TYPES).nullable(),
  totalAmount: z.number(),
  lenderAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Brocks spent paying the total with Brocks (0 for a provider payment) */
  brocksPaid: z.number().int(),
  createdAt: z.string(),
});
export type RentalSummary = z.infer<typeof rentalSummary>;

/** The borrow answer: the rental and where to collect the book (spec 000 §7). */
export const borrowResponse = rentalSummary.extend({ collectionInfo: contactInfo });
export type BorrowResponse = z.infer<typeof borrowResponse>;

/** A rental as the Borrowed, Lent Out and Due Soon lists show it: the summary plus its return state (rupees). */
export const rentalDetails = rentalSummary.extend({
  /** the late fee so far: days late × daily fee, now while active, as assessed at the return request after */
  lateFee: z.number(),
  /** whole days past the due date now (spec 001 §9), computed by the server for the fee dialogs */
  daysLate: z.number().int(),
  /** the late fee still to pay (late fee − late fees paid, never below 0), rupees */
  lateFeeDue: z.number(),
  /** late fees already paid through the payment provider */
  lateFeePaid: z.number(),
  /** what the deposit does not cover; the return waits for it while > 0 */
  excessAmount: z.number(),
  returnRequestedAt: z.string().nullable(),
  returnNotes: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** the id of an extension request waiting for the owner, or null */
  pendingExtensionRequestId: z.number().int().nullable(),
  /** when the owner confirmed the pickup; null while the book waits to be collected (ADR 0032) */
  pickedUpAt: z.string().nullable(),
  /** when the rental was cancelled before pickup, or null */
  cancelledAt: z.string().nullable(),
  /** how the owner confirmed the return (with the return code or without it), null until then (ADR 0036) */
  returnMethod: z.enum(RETURN_METHODS).nullable(),
});
export type RentalDetails = z.infer<typeof rentalDetails>;

export const rentalsRoutes = {
  borrow: defineRoute({
    method: 'POST',
    path: '/api/rentals/borrow',
    body: borrowBody,
    response: borrowResponse,
  }),
  borrowed: defineRoute({ ...rentalsPaths.borrowed, response: z.array(rentalDetails) }),
  lent: defineRoute({ ...rentalsPaths.lent, response: z.array(rentalDetails) }),
  active: defineRoute({ ...rentalsPaths.active, response: z.array(rentalDetails) }),
} as const;
