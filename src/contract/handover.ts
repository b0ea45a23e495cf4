/**
 * The hand-over of a rental on the wire (docs/decisions/0032-trust-at-hand-over.md; spec 001 §3 "Rental",
 * §4.1): the borrower's pickup code, the owner's pickup confirmation, and cancelling before pickup with a
 * full refund. Money is rupees, dates ISO 8601. The spec's states, calls and messages stay as they are.
 */
import { z } from 'zod';
import { HANDOVER_CODE_DIGITS } from '../domain/handover';
import { defineRoute, idParams } from './http';
import { rentalDetails } from './rentals';
import { validationMessage } from './messages';

/** What a borrower or owner is told at the hand-over (Hubshelf's own words; ADR 0032). */
export const HANDOVER_MESSAGES = {
  codeFormat: validationMessage('handover.codeFormat'),
} as const;

/** A 6-digit pickup or return code as typed or scanned (spaces ignored). */
export const handoverCode = z
  .string({ error: HANDOVER_MESSAGES.codeFormat })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`), HANDOVER_MESSAGES.codeFormat));

/** `GET /api/rentals/:id/pickup-code` (borrower): the code the owner types or scans. */
export const pickupCodeResponse = z.object({ code: z.string() });

/** `POST /api/rentals/:id/confirm-pickup` (owner). */
export const confirmPickupBody = z.object({ code: handoverCode });
export const confirmPickupResponse = z.object({ message: z.string(), rental: rentalDetails });

/** `POST /api/rentals/:id/cancel` (borrower any time before pickup; owner 48 hours after the borrow). */
export const cancelRentalBody = z
  .object({
    reason: z
      .string()
      .trim()
      .max(500, validationMessage('handover.reasonTooLong'))
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .nullish();

/** What a cancellation gave back to the borrower. */
export const cancelRefundResult = z.object({
  /** everything given back in rupees: deposit + fees (the Brocks offer's value included) */
  totalRefunded: z.number(),
  /** rupees back through the payment provider */
  refundedToPayment: z.number(),
  /** the deposit given back (part of totalRefunded) */
  depositRefunded: z.number(),
  /** Brocks given back (those spent on the offer or paying with Brocks) */
  brocksRefunded: z.number().int(),
});
export type CancelRefundResult = z.infer<typeof cancelRefundResult>;
export const cancelRentalResponse = z.object({
  message: z.string(),
  refund: cancelRefundResult,
  rental: rentalDetails,
});
export type CancelRentalResponse = z.infer<typeof cancelRentalResponse>;

export const handoverRoutes = {
  pickupCode: defineRoute({
    method: 'GET',
    path: '/api/rentals/:id/pickup-code',
    params: idParams,
    response: pickupCodeResponse,
  }),
  confirmPickup: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/confirm-pickup',
    params: idParams,
    body: confirmPickupBody,
    response: confirmPickupResponse,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/cancel',
    params: idParams,
    body: cancelRentalBody,
    response: cancelRentalResponse,
  }),
} as const;
