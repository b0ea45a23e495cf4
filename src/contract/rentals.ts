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
import { EXTENSION_DAY_MESSAGES, MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '../domain/rentals';
import { defineRoute, idParams, messageBody } from './http';

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

/**
 * What a borrower or lender is told in the rental lifecycle (issue 6). Spec 001 §5 gives the extension-day
 * messages and "No Late Fees" / "No Payment Required"; the rest are Hubshelf's own.
 */
export const LIFECYCLE_MESSAGES = {
  rentalNotFound: 'Rental not found',
  extensionRequestNotFound: 'Extension request not found',
  borrowerOnly: 'Only the borrower can do this',
  ownerOnly: 'Only the book’s owner can do this',
  notActive: 'This rental is not active',
  notReturnRequested: 'The borrower has not asked to return this book',
  alreadyReturnRequested: 'You have already asked to return this book',
  completed: 'This rental is already completed',
  excessUnpaid: 'The borrower must pay the excess charges before the return can be confirmed',
  lateFeeChanged: 'The late fee has changed. Please check the amount and try again.',
  noLateFees: 'No Late Fees',
  noPaymentRequired: 'No Payment Required',
  amountDiffers: 'The amount does not match what is due. Please check the amount and try again.',
  reminderTooSoon:
    'A reminder was already sent for this rental in the last 24 hours. Please try again later.',
  reminderNotActive: 'Reminders can only be sent for a book that has not been returned yet',
  extensionPending: 'An extension request for this rental is already waiting for the owner',
  extensionNotPending: 'This extension request has already been answered',
  extensionNotApproved: 'This extension request has not been approved',
  extensionPaid: 'This extension has already been paid',
  extensionDaysWhole: 'Extension days must be a whole number',
  paymentDetailsRequired: 'Please complete the payment first',
  returnRequested: 'Return requested',
  returnConfirmed: 'Return confirmed',
  lateFeesPaid: 'Late fees paid',
  excessPaid: 'Excess charges paid',
  reminderSent: 'Reminder sent',
  extensionRequested: 'Extension request sent',
  extensionApproved: 'Extension approved',
  extensionDeclined: 'Extension declined',
  extensionPaidMessage: 'Extension paid',
} as const;

/** Optional notes: trimmed, empty → null (spec 001 §5 "Return and reminder notes: optional, trimmed"). */
const notesField = z
  .string({ error: 'Notes must be text' })
  .trim()
  .max(500, 'Notes must be at most 500 characters')
  .nullish()
  .transform((v) => (v ? v : null));

/** A rupee amount the client shows (display only; refused when it differs from the server's figure). */
const rupees = (message: string) => z.number({ error: message }).finite(message);

/**
 * A payment through the payment provider for a fee (spec 001 §7: paymentId, orderId, paymentMethod). The
 * order comes from POST /api/payments/create-order with the matching purpose (late_fee, excess, extension);
 * `signature` is Razorpay Checkout's. Brocks cannot pay fees.
 */
export const feePaymentFields = {
  paymentMethod: z.enum(
    PAYMENT_METHODS.filter((m) => m !== 'brocks') as [
      Exclude<PaymentMethod, 'brocks'>,
      ...Exclude<PaymentMethod, 'brocks'>[],
    ],
    { error: TRANSACTION_MESSAGES.paymentMethodRequired },
  ),
  paymentId: z
    .string({ error: LIFECYCLE_MESSAGES.paymentDetailsRequired })
    .trim()
    .min(1, LIFECYCLE_MESSAGES.paymentDetailsRequired)
    .max(100),
  orderId: z
    .string({ error: LIFECYCLE_MESSAGES.paymentDetailsRequired })
    .trim()
    .min(1, LIFECYCLE_MESSAGES.paymentDetailsRequired)
    .max(100),
  signature: z.string().trim().max(200).nullish(),
};

/** A rental as the Borrowed, Lent Out and Due Soon lists show it: the summary plus its return state (rupees). */
export const rentalDetails = rentalSummary.extend({
  /** the late fee so far: days late × daily fee, now while active, as assessed at the return request after */
  lateFee: z.number(),
  /** late fees already paid through the payment provider */
  lateFeePaid: z.number(),
  /** what the deposit does not cover; the return waits for it while > 0 */
  excessAmount: z.number(),
  returnRequestedAt: z.string().nullable(),
  returnNotes: z.string().nullable(),
  returnedAt: z.string().nullable(),
  /** the id of an extension request waiting for the owner, or null */
  pendingExtensionRequestId: z.number().int().nullable(),
});
export type RentalDetails = z.infer<typeof rentalDetails>;

/** `POST /api/rentals/:id/request-return` (spec 001 §7: notes, optional lateFeeAmount in rupees). */
export const requestReturnBody = z.object({
  notes: notesField,
  lateFeeAmount: rupees(LIFECYCLE_MESSAGES.lateFeeChanged).nullish(),
});
export type RequestReturnBody = z.input<typeof requestReturnBody>;

/** The return request result (spec 001 §3), rupees. */
export const returnRequestResult = z.object({
  requiresPayment: z.boolean(),
  excessAmount: z.number(),
  lateFee: z.number(),
  platformFeeOnLateFee: z.number(),
});
export type ReturnRequestResult = z.infer<typeof returnRequestResult>;

/** `POST /api/rentals/:id/confirm-return` (spec 001 §7: notes). */
export const confirmReturnBody = z.object({ notes: notesField });

/** How a confirmed return settled the deposit (rupees). */
export const returnSettlement = z.object({
  lateFee: z.number(),
  platformFeeOnLateFee: z.number(),
  /** taken from the deposit towards the late fee */
  depositApplied: z.number(),
  /** the rest of the deposit, refunded to the borrower */
  depositRefunded: z.number(),
});
export const confirmReturnResponse = z.object({
  message: z.string(),
  settlement: returnSettlement,
  rental: rentalDetails,
});

/**
 * `POST /api/rentals/:id/pay-late-fees` (spec 001 §7: lateFeeAmount in rupees, paymentId, orderId, paymentMethod).
 * An amount of 0 or less is refused with 'No Late Fees' (spec 001 §5), and 'No Payment Required' for excess.
 */
export const payLateFeesBody = z.object({
  lateFeeAmount: rupees(LIFECYCLE_MESSAGES.noLateFees).positive(LIFECYCLE_MESSAGES.noLateFees),
  ...feePaymentFields,
});
/** `POST /api/rentals/:id/pay-excess-charges` (spec 001 §7: excessAmount in rupees, paymentId, orderId, paymentMethod). */
export const payExcessBody = z.object({
  excessAmount: rupees(LIFECYCLE_MESSAGES.noPaymentRequired).positive(LIFECYCLE_MESSAGES.noPaymentRequired),
  ...feePaymentFields,
});
export const rentalPaymentResponse = z.object({ message: z.string(), rental: rentalDetails });

/** `POST /api/rentals/:id/send-reminder` (spec 001 §7: empty; optional trimmed notes). */
export const sendReminderBody = z.object({ notes: notesField }).nullish();

const extensionDays = z
  .number({ error: EXTENSION_DAY_MESSAGES.min })
  .int(LIFECYCLE_MESSAGES.extensionDaysWhole)
  .min(MIN_EXTENSION_DAYS, EXTENSION_DAY_MESSAGES.min)
  .max(MAX_EXTENSION_DAYS, EXTENSION_DAY_MESSAGES.max);
const rentalIdField = z
  .number({ error: LIFECYCLE_MESSAGES.rentalNotFound })
  .int()
  .positive(LIFECYCLE_MESSAGES.rentalNotFound);

/** `POST /api/rentals/extensions/calculate` (spec 001 §7: rentalId, extensionDays). */
export const calculateExtensionBody = z.object({ rentalId: rentalIdField, extensionDays });
/** The extension cost result (spec 001 §3) in rupees, plus what the borrower pays after approval. */
export const extensionCostResult = z.object({
  dailyFee: z.number(),
  totalExtensionFee: z.number(),
  platformCommission: z.number(),
  lenderEarnings: z.number(),
  /** totalExtensionFee + platformCommission */
  totalAmount: z.number(),
});
export type ExtensionCostResult = z.infer<typeof extensionCostResult>;

/** `POST /api/rentals/extensions/request` (spec 001 §7: rentalId, extensionDays; optional reason). */
export const requestExtensionBody = calculateExtensionBody.extend({ reason: notesField });
export type RequestExtensionBody = z.input<typeof requestExtensionBody>;

export const EXTENSION_STATUSES = ['pending', 'approved', 'declined', 'paid'] as const;
/** An extension request (spec 002 §4: pending, then approved or declined; approved, then paid). */
export const extensionRequest = extensionCostResult.extend({
  id: z.number().int(),
  rentalId: z.number().int(),
  extensionDays: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(EXTENSION_STATUSES),
  proposedEndDate: z.string(),
  newEndDate: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ExtensionRequest = z.infer<typeof extensionRequest>;

/** `POST /api/rentals/extensions/requests/:id/deny` (spec 002 §7: reason). */
export const denyExtensionBody = z.object({ reason: notesField }).nullish();
/** `POST /api/rentals/extensions/requests/:id/pay`: a provider payment of totalAmount (purpose extension). */
export const payExtensionBody = z.object(feePaymentFields);
/** The pay answer (spec 002 §7: newDueDate, ISO 8601). */
export const payExtensionResponse = z.object({
  message: z.string(),
  newDueDate: z.string(),
  request: extensionRequest,
});

export const rentalsRoutes = {
  borrow: defineRoute({
    method: 'POST',
    path: '/api/rentals/borrow',
    body: borrowBody,
    response: borrowResponse,
  }),
  borrowed: defineRoute({ method: 'GET', path: '/api/rentals/borrowed', response: z.array(rentalDetails) }),
  lent: defineRoute({ method: 'GET', path: '/api/rentals/lent', response: z.array(rentalDetails) }),
  active: defineRoute({ method: 'GET', path: '/api/rentals/active', response: z.array(rentalDetails) }),
  requestReturn: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/request-return',
    params: idParams,
    body: requestReturnBody,
    response: returnRequestResult,
  }),
  confirmReturn: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/confirm-return',
    params: idParams,
    body: confirmReturnBody,
    response: confirmReturnResponse,
  }),
  payLateFees: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/pay-late-fees',
    params: idParams,
    body: payLateFeesBody,
    response: rentalPaymentResponse,
  }),
  payExcessCharges: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/pay-excess-charges',
    params: idParams,
    body: payExcessBody,
    response: rentalPaymentResponse,
  }),
  sendReminder: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/send-reminder',
    params: idParams,
    body: sendReminderBody,
    response: messageBody,
  }),
  calculateExtension: defineRoute({
    method: 'POST',
    path: '/api/rentals/extensions/calculate',
    body: calculateExtensionBody,
    response: extensionCostResult,
  }),
  requestExtension: defineRoute({
    method: 'POST',
    path: '/api/rentals/extensions/request',
    body: requestExtensionBody,
    response: extensionRequest,
  }),
  approveExtension: defineRoute({
    method: 'POST',
    path: '/api/rentals/extensions/requests/:id/approve',
    params: idParams,
    response: extensionRequest,
  }),
  denyExtension: defineRoute({
    method: 'POST',
    path: '/api/rentals/extensions/requests/:id/deny',
    params: idParams,
    body: denyExtensionBody,
    response: extensionRequest,
  }),
  payExtension: defineRoute({
    method: 'POST',
    path: '/api/rentals/extensions/requests/:id/pay',
    params: idParams,
    body: payExtensionBody,
    response: payExtensionResponse,
  }),
} as const;
