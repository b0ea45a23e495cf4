/**
 * Borrowing on the wire (spec 000 §3 "Rental request", §5 "Borrow/buy form", §7 "Payments and
 * transactions"; 001 §3 "Rental", §7 borrow with paymentMethod mock). Money is rupees (`rentalFee: 70`),
 * dates ISO 8601. Imports are relative because the database schema (read by drizzle-kit) uses
 * `PAYMENT_METHODS`.
 *
 * Payment methods (decided for Hubshelf; the spec names card, UPI, Brocks, the demo chooser's methods,
 * `mock` and `razorpay`):
 * - `brocks`: the total is paid with Brocks (ceil(total × brocks per rupee), issue 5 rules); no provider,
 *   `paymentId` and `orderId` are not needed.
 * - every other value (`card`, `upi`, `netbanking`, `wallet`, `mock`, `razorpay`) is a provider payment:
 *   `orderId` (from POST /api/payments/create-order, purpose `rental`) and `paymentId` (from the demo
 *   chooser or Razorpay Checkout, with `signature` for razorpay) are required. `mock` is the home Rent
 *   dialog's name for a demo-provider payment (spec 001 §7); it is not a free borrow.
 */
import { z } from 'zod';
import { BROCKS_OFFER_TYPES, isRentalDuration } from '../domain/pricing';
import { defineRoute } from './http';

export const PAYMENT_METHODS = ['card', 'upi', 'netbanking', 'wallet', 'mock', 'razorpay', 'brocks'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether `method` is paid through the payment provider (needs orderId and paymentId). */
export const isProviderMethod = (method: PaymentMethod): boolean => method !== 'brocks';

/** What a borrower or buyer is told (spec 000 §5 messages word for word; the rest Hubshelf's own). */
export const TRANSACTION_MESSAGES = {
  /** spec 000 §5 */
  durationRequired: 'Please select rental duration',
  /** spec 000 §5 */
  paymentMethodRequired: 'Please select payment method',
  ownBookBorrow: 'You cannot borrow your own book',
  ownBookBuy: 'You cannot buy your own book',
  notAvailable: 'This book is not available right now',
  notForSale: 'This book is not for sale',
  bookRequired: 'Please choose a book',
  paymentRequired: 'Please complete the payment first',
  notEnoughBrocks: 'Not enough Brocks',
  offerTooSmall: 'This Brocks offer is too small: it must give at least one rupee or one commission-free day',
  discountMismatch: 'The Brocks discount has changed. Please apply the offer again.',
  brocksUsedInvalid: 'Brocks used must be a whole number of at least 1',
  discountInvalid: 'Discount amount must be a number of rupees',
} as const;

/** "At most N days" refusal when an administrator set max rental days below the chosen duration. */
export const maxRentalDaysMessage = (days: number) => `Rentals can last at most ${days} days`;

const positiveId = (message: string) => z.number({ error: message }).int(message).positive(message);

/** Fields of a provider payment (spec 000 §3: paymentId, orderId; Razorpay Checkout adds its signature). */
export const paymentProofFields = {
  paymentMethod: z.enum(PAYMENT_METHODS, { error: TRANSACTION_MESSAGES.paymentMethodRequired }),
  paymentId: z.string().trim().max(100).nullish(),
  orderId: z.string().trim().max(100).nullish(),
  /** Razorpay Checkout's `razorpay_signature` (required for razorpay, ignored by the demo) */
  signature: z.string().trim().max(200).nullish(),
};

/** A Brocks offer applied in the Use Your Brocks Credits dialog (spec 000 §3, §4; 001 §3). */
export const appliedBrocks = z.object({
  offerType: z.enum(BROCKS_OFFER_TYPES, { error: 'Please choose rupees or commission-free days' }),
  /** Brocks the member spends; the server spends only whole units (units × rate) */
  brocksUsed: z
    .number({ error: TRANSACTION_MESSAGES.brocksUsedInvalid })
    .int(TRANSACTION_MESSAGES.brocksUsedInvalid)
    .min(1, TRANSACTION_MESSAGES.brocksUsedInvalid),
  /** rupees off as the client computed them; refused when it differs from the server's */
  discountAmount: z
    .number({ error: TRANSACTION_MESSAGES.discountInvalid })
    .min(0, TRANSACTION_MESSAGES.discountInvalid),
});
export type AppliedBrocks = z.infer<typeof appliedBrocks>;

/** `POST /api/rentals/borrow` (spec 000 §3 "Rental request"). */
export const borrowBody = z.object({
  bookId: positiveId(TRANSACTION_MESSAGES.bookRequired),
  /** days: 3, 7, 14 or 30 (spec 000 §9) */
  duration: z
    .number({ error: TRANSACTION_MESSAGES.durationRequired })
    .refine(isRentalDuration, TRANSACTION_MESSAGES.durationRequired),
  appliedBrocks: appliedBrocks.nullish(),
  ...paymentProofFields,
});
export type BorrowBody = z.input<typeof borrowBody>;
export type BorrowInput = z.output<typeof borrowBody>;

/** Where to collect a borrowed book or meet a seller: the owner's address and phone (spec 000 §3). */
export const contactInfo = z.object({
  flatWing: z.string(),
  buildingName: z.string(),
  phone: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfo>;

export const RENTAL_STATUSES = ['active', 'return_requested', 'completed'] as const;
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

export const rentalsRoutes = {
  borrow: defineRoute({
    method: 'POST',
    path: '/api/rentals/borrow',
    body: borrowBody,
    response: borrowResponse,
  }),
} as const;
