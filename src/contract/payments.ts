/**
 * Payments and checkout on the wire (spec 000 §3 "Payment order", "Rental request", §5, §7 "Payments and
 * transactions"; 001 §2.10, §4.5; 002 §7). Payment order amounts are **paise** here, as the spec sends them
 * to the provider (the one exception to "rupees on the wire"); everything else is rupees. Currency is always
 * INR. Imports are relative because the database schema (read by drizzle-kit) uses `PAYMENT_METHODS`.
 *
 * Payment methods of a borrow or buy (decided for Hubshelf; the spec names card, UPI, Brocks, the demo
 * chooser's methods, `mock` and `razorpay`):
 * - `brocks`: the total is paid with Brocks (ceil(total × brocks per rupee)); no provider, `paymentId` and
 *   `orderId` are not needed.
 * - every other value is a provider payment: `orderId` (from POST /api/payments/create-order) and
 *   `paymentId` (from the demo chooser or Razorpay Checkout, with `signature` for razorpay) are required.
 *   `mock` is the home Rent dialog's name for a demo-provider payment (spec 001 §7); it is not a free borrow.
 *
 * The server is the one pricing authority (docs/decisions/0014-server-pricing-authority.md): an order for a
 * rental or purchase is priced by the server from `{ purpose, bookId, duration, appliedBrocks }`, a fee
 * order from its reference (`rentalId`, or `extensionRequestId`); a client-sent `amount` is refused for these
 * purposes.
 */
import { z } from 'zod';
import { BROCKS_OFFER_TYPES } from '../domain/pricing';
import { defineRoute, messageBody } from './http';
import { validationMessage } from './messages';

/** What an order pays for; the borrow, buy and fee calls refuse an order made for something else. */
export const PAYMENT_PURPOSES = ['rental', 'purchase', 'late_fee', 'excess', 'extension', 'brocks'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The demo payment chooser's methods; card is marked popular (spec 001 §2.10, §9). */
export const DEMO_PAYMENT_METHODS = ['card', 'upi', 'netbanking', 'wallet'] as const;
export type DemoPaymentMethod = (typeof DEMO_PAYMENT_METHODS)[number];

/** Messages a caller sees when a payment order or payment cannot be used (Hubshelf's own). */
export const PAYMENT_MESSAGES = {
  wrongPurpose: validationMessage('payments.wrongPurpose'),
} as const;

/** Razorpay's smallest order: 100 paise (₹1.00). */
export const MIN_ORDER_PAISE = 100;
/** Hubshelf's largest single order: ₹5,00,000. */
export const MAX_ORDER_PAISE = 50_000_000;

const optionalId = z.number().int().positive().optional().nullable();

export const PAYMENT_METHODS = ['card', 'upi', 'netbanking', 'wallet', 'mock', 'razorpay', 'brocks'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Whether `method` is paid through the payment provider (needs orderId and paymentId). */
export const isProviderMethod = (method: PaymentMethod): boolean => method !== 'brocks';

/** What a borrower or buyer is told (spec 000 §5 messages word for word; the rest Hubshelf's own). */
export const TRANSACTION_MESSAGES = {
  /** spec 000 §5 */
  durationRequired: validationMessage('payments.durationRequired'),
  /** spec 000 §5 */
  paymentMethodRequired: validationMessage('payments.paymentMethodRequired'),
  bookRequired: validationMessage('payments.bookRequired'),
  /** create-order for a rental or purchase: the server prices it (ARCHITECTURE §3) */
  amountNotAccepted: validationMessage('payments.amountNotAccepted'),
  /** create-order for a late fee, excess charges or an extension: the server prices it from the reference */
  feeAmountNotAccepted: validationMessage('payments.feeAmountNotAccepted'),
  rentalRequired: validationMessage('payments.rentalRequired'),
  extensionRequestRequired: validationMessage('payments.extensionRequestRequired'),
  brocksUsedInvalid: validationMessage('payments.brocksUsedInvalid'),
  discountInvalid: validationMessage('payments.discountInvalid'),
} as const;

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
  offerType: z.enum(BROCKS_OFFER_TYPES, { error: validationMessage('payments.offerType') }),
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

/** Where to collect a borrowed book or meet a seller: the owner's address and phone (spec 000 §3). */
export const contactInfo = z.object({
  flatWing: z.string(),
  buildingName: z.string(),
  phone: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfo>;

/** Purposes the server prices from the order's inputs; a client-sent amount is refused for them. */
export const SERVER_PRICED_PURPOSES = ['rental', 'purchase'] as const satisfies readonly PaymentPurpose[];
export const isServerPriced = (purpose: PaymentPurpose): boolean =>
  (SERVER_PRICED_PURPOSES as readonly PaymentPurpose[]).includes(purpose);

/** Fee purposes the server prices from their reference (ADR 0003 late fee / excess, ADR 0004 extension). */
export const FEE_PURPOSES = ['late_fee', 'excess', 'extension'] as const satisfies readonly PaymentPurpose[];
export type FeePurpose = (typeof FEE_PURPOSES)[number];
export const isFeePurpose = (purpose: PaymentPurpose): purpose is FeePurpose =>
  (FEE_PURPOSES as readonly PaymentPurpose[]).includes(purpose);

/** What a fee order is for: the rental (late fee, excess) or the approved extension request. */
export type FeeReference =
  { purpose: 'late_fee' | 'excess'; rentalId: number } | { purpose: 'extension'; extensionRequestId: number };

/**
 * `POST /api/payments/create-order` (spec 000 §7: amount in paise, bookTitle, lenderName).
 * - `rental`: `bookId`, `duration` (days) and the optional `appliedBrocks`; `purchase`: `bookId`. The
 *   server computes the amount (ARCHITECTURE §3) and refuses a sent `amount` (400
 *   `TRANSACTION_MESSAGES.amountNotAccepted`). `bookTitle` and `lenderName` are read from the book.
 * - `late_fee`, `excess`: `rentalId`; `extension`: `extensionRequestId` (the approved request). The server
 *   computes what is due (docs/decisions/0003-late-fees-from-the-deposit.md,
 *   0004-extension-fee.md) and refuses a sent `amount` (400 `TRANSACTION_MESSAGES.feeAmountNotAccepted`).
 * - `brocks` with `packageId`: the server prices the order from the package and records its Brocks (base +
 *   bonus); a sent `amount` other than the package's price is refused (400 `PAYMENT_MESSAGES.amountMismatch`;
 *   docs/decisions/0027-buying-brocks-and-leaderboard.md). Without `packageId`: `amount` in paise (an order
 *   that buys no package: `POST /api/brocks/purchase` refuses it).
 */
export const createOrderBody = z
  .object({
    amount: z
      .number({ error: validationMessage('payments.amountNotANumber') })
      .int(validationMessage('payments.amountWhole'))
      .min(MIN_ORDER_PAISE, validationMessage('payments.amountMin'))
      .max(MAX_ORDER_PAISE, validationMessage('payments.amountMax'))
      .optional(),
    bookTitle: z.string().trim().max(200).default(''),
    lenderName: z.string().trim().max(200).default(''),
    purpose: z
      .enum(PAYMENT_PURPOSES, { error: validationMessage('payments.unknownPurpose') })
      .default('rental'),
    bookId: optionalId,
    rentalId: optionalId,
    /** the approved extension request an `extension` order pays */
    extensionRequestId: optionalId,
    /** days: one of `allowedDurations(maxRentalDays)` (spec 000 §9; ADR 0022), checked by the server; rental only */
    duration: z
      .number({ error: TRANSACTION_MESSAGES.durationRequired })
      .int(TRANSACTION_MESSAGES.durationRequired)
      .min(1, TRANSACTION_MESSAGES.durationRequired)
      .max(365, TRANSACTION_MESSAGES.durationRequired)
      .optional(),
    appliedBrocks: appliedBrocks.nullish(),
    /** `brocks`: the package bought; the server prices the order from it (ADR 0027) */
    packageId: optionalId,
  })
  .superRefine((body, ctx) => {
    const priced = isServerPriced(body.purpose);
    if (priced && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: TRANSACTION_MESSAGES.amountNotAccepted });
    if (priced && !body.bookId)
      ctx.addIssue({ code: 'custom', path: ['bookId'], message: TRANSACTION_MESSAGES.bookRequired });
    if (body.purpose === 'rental' && body.duration === undefined)
      ctx.addIssue({ code: 'custom', path: ['duration'], message: TRANSACTION_MESSAGES.durationRequired });
    const fee = isFeePurpose(body.purpose);
    if (fee && body.amount !== undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: TRANSACTION_MESSAGES.feeAmountNotAccepted });
    if ((body.purpose === 'late_fee' || body.purpose === 'excess') && !body.rentalId)
      ctx.addIssue({ code: 'custom', path: ['rentalId'], message: TRANSACTION_MESSAGES.rentalRequired });
    if (body.purpose === 'extension' && !body.extensionRequestId)
      ctx.addIssue({
        code: 'custom',
        path: ['extensionRequestId'],
        message: TRANSACTION_MESSAGES.extensionRequestRequired,
      });
    if (body.packageId && body.purpose !== 'brocks')
      ctx.addIssue({ code: 'custom', path: ['packageId'], message: PAYMENT_MESSAGES.wrongPurpose });
    if (!priced && !fee && !body.packageId && body.amount === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: validationMessage('payments.amountNotANumber'),
      });
  });
export type CreateOrderBody = z.input<typeof createOrderBody>;
export type CreateOrderInput = z.output<typeof createOrderBody>;

/**
 * The order to pay: `amount` in paise, `provider` tells the client which checkout to open (the demo
 * chooser or Razorpay Checkout, which needs `keyId`).
 */
export const createOrderResponse = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(['demo', 'razorpay']),
  keyId: z.string().optional(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** `POST /api/payments/demo/pay`: the demo chooser pays an order with a chosen method. */
export const demoPayBody = z.object({
  orderId: z.string().trim().min(1, validationMessage('payments.orderIdRequired')),
  method: z.enum(DEMO_PAYMENT_METHODS, { error: validationMessage('payments.paymentMethodRequired') }),
});
export type DemoPayBody = z.infer<typeof demoPayBody>;

/** The simulated payment; pass `paymentId` and `orderId` to the borrow, buy or fee call. */
export const demoPayResponse = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  method: z.enum(DEMO_PAYMENT_METHODS),
});
export type DemoPayResponse = z.infer<typeof demoPayResponse>;

export const paymentsRoutes = {
  createOrder: defineRoute({
    method: 'POST',
    path: '/api/payments/create-order',
    body: createOrderBody,
    response: createOrderResponse,
  }),
  demoPay: defineRoute({
    method: 'POST',
    path: '/api/payments/demo/pay',
    body: demoPayBody,
    response: demoPayResponse,
  }),
  /** Razorpay webhooks: the raw body signed in `X-Razorpay-Signature`; public, answered within 5 s. */
  webhook: defineRoute({ method: 'POST', path: '/api/payments/webhook', response: messageBody }),
} as const;
