/**
 * Buying Brocks on the wire (spec 002 §4 "Buying Brocks", §7 `POST /api/brocks/purchase`, §8 "Buying";
 * docs/decisions/0027-buying-brocks-and-leaderboard.md). The member creates a `brocks` order for a package
 * (`POST /api/payments/create-order {purpose: 'brocks', packageId}`: the server prices it), pays it in the
 * provider's checkout, then completes the purchase here; the answer is the Brocks awarded (base + bonus).
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { PAYMENT_METHODS } from './payments';
import { validationMessage } from './messages';

/** `POST /api/brocks/purchase` (spec 002 §7): packageId, paymentId, orderId, paymentMethod (+ signature for razorpay). */
export const brocksPurchaseBody = z.object({
  packageId: z
    .number({ error: validationMessage('brocksPurchase.packageRequired') })
    .int(validationMessage('brocksPurchase.packageRequired'))
    .positive(validationMessage('brocksPurchase.packageRequired')),
  paymentId: z
    .string({ error: validationMessage('brocksPurchase.paymentRequired') })
    .trim()
    .min(1)
    .max(100),
  orderId: z
    .string({ error: validationMessage('brocksPurchase.paymentRequired') })
    .trim()
    .min(1)
    .max(100),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: validationMessage('payments.paymentMethodRequired') }),
  /** Razorpay Checkout's `razorpay_signature` (required for razorpay, ignored by the demo) */
  signature: z.string().trim().max(200).nullish(),
});
export type BrocksPurchaseBody = z.input<typeof brocksPurchaseBody>;
export type BrocksPurchaseInput = z.output<typeof brocksPurchaseBody>;

/** Brocks credited: the package's base Brocks plus its bonus. */
export const brocksPurchaseResponse = z.object({ brocksAwarded: z.number().int() });
export type BrocksPurchaseResponse = z.infer<typeof brocksPurchaseResponse>;

export const brocksPurchaseRoutes = {
  purchase: defineRoute({
    method: 'POST',
    path: '/api/brocks/purchase',
    body: brocksPurchaseBody,
    response: brocksPurchaseResponse,
  }),
} as const;
