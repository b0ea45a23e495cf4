/**
 * Payments on the wire (spec 000 §3 "Payment order", §7 "Payments and transactions"; 001 §2.10, §4.5;
 * 002 §7). Payment amounts are **paise** here, as the spec sends them to the provider (the one exception
 * to "rupees on the wire"). Currency is always INR.
 */
import { z } from 'zod';
import { defineRoute, messageBody } from './http';

/** What an order pays for; the borrow, buy and fee calls refuse an order made for something else. */
export const PAYMENT_PURPOSES = ['rental', 'purchase', 'late_fee', 'excess', 'extension', 'brocks'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** The demo payment chooser's methods; card is marked popular (spec 001 §2.10, §9). */
export const DEMO_PAYMENT_METHODS = ['card', 'upi', 'netbanking', 'wallet'] as const;
export type DemoPaymentMethod = (typeof DEMO_PAYMENT_METHODS)[number];

/** Razorpay's smallest order: 100 paise (₹1.00). */
export const MIN_ORDER_PAISE = 100;
/** Hubshelf's largest single order: ₹5,00,000. */
export const MAX_ORDER_PAISE = 50_000_000;

const optionalId = z.number().int().positive().optional().nullable();

/** `POST /api/payments/create-order` (spec 000 §7: amount in paise, bookTitle, lenderName). */
export const createOrderBody = z.object({
  amount: z
    .number({ error: 'Amount must be a number of paise' })
    .int('Amount must be a whole number of paise')
    .min(MIN_ORDER_PAISE, 'Amount must be at least ₹1.00')
    .max(MAX_ORDER_PAISE, 'Amount must be at most ₹5,00,000.00'),
  bookTitle: z.string().trim().max(200).default(''),
  lenderName: z.string().trim().max(200).default(''),
  purpose: z.enum(PAYMENT_PURPOSES, { error: 'Unknown payment purpose' }).default('rental'),
  bookId: optionalId,
  rentalId: optionalId,
});
export type CreateOrderBody = z.input<typeof createOrderBody>;

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
  orderId: z.string().trim().min(1, 'Order id is required'),
  method: z.enum(DEMO_PAYMENT_METHODS, { error: 'Please select payment method' }),
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
