/**
 * The hand-over of a rental on the wire (docs/decisions/0032-trust-at-hand-over.md; spec 001 §3 "Rental",
 * §4.1): the borrower's pickup code, the owner's pickup confirmation, and cancelling before pickup with a
 * full refund; hand-over windows and agreed times (docs/decisions/0050-conversations-and-safety.md). Money is
 * rupees, dates ISO 8601. The spec's states, calls and messages stay as they are.
 */
import { z } from 'zod';
import { HANDOVER_CODE_DIGITS } from '../domain/handover';
import { DAY_MINUTES, MAX_HANDOVER_WINDOWS, windowProblem } from '../domain/handover-times';
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

/** One weekly hand-over window on the wire (ADR 0050): weekday 0–6 (0 = Sunday), minutes after local midnight. */
export const handoverWindow = z.object({
  weekday: z
    .number({ error: validationMessage('handover.windowDay') })
    .int(validationMessage('handover.windowDay'))
    .min(0, validationMessage('handover.windowDay'))
    .max(6, validationMessage('handover.windowDay')),
  fromMinute: windowMinute(),
  toMinute: windowMinute(),
});
export type HandoverWindowWire = z.infer<typeof handoverWindow>;

/** A minute of the day, 0–1440. */
function windowMinute() {
  const message = validationMessage('handover.windowMinutes');
  return z.number({ error: message }).int(message).min(0, message).max(DAY_MINUTES, message);
}

/** `PUT /api/profile/handover-windows`: replaces all the caller's windows (at most 6, none overlapping). */
export const handoverWindowsBody = z
  .object({
    windows: z.array(handoverWindow).max(MAX_HANDOVER_WINDOWS, validationMessage('handover.windowsTooMany')),
  })
  .superRefine((body, ctx) => {
    const problem = windowProblem(body.windows);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['windows'], message: validationMessage(`handover.${problem}`) });
  });
export type HandoverWindowsBody = z.infer<typeof handoverWindowsBody>;

/** The caller's windows, sorted by day and start, and the zone they are in (IANA, `Asia/Kolkata`). */
export const handoverWindowsResponse = z.object({
  windows: z.array(handoverWindow),
  timeZone: z.string(),
});
export type HandoverWindowsResponse = z.infer<typeof handoverWindowsResponse>;

/** Which party of a rental someone is. */
export const handoverParty = z.enum(['borrower', 'owner']);
export type HandoverParty = z.infer<typeof handoverParty>;

/**
 * `GET /api/rentals/:id/handover-time` (the two parties): the agreed time or a pending proposal (at most one
 * of them), who proposed it, and for the borrower the owner's slots in the next 7 days (ISO instants; empty
 * for the owner). `canArrange` is true while the rental is paid and not picked up.
 */
export const handoverTimeView = z.object({
  rentalId: z.number().int(),
  role: handoverParty,
  timeZone: z.string(),
  canArrange: z.boolean(),
  agreed: z.object({ startsAt: z.string(), agreedAt: z.string().nullable() }).nullable(),
  proposal: z
    .object({ startsAt: z.string(), proposedBy: handoverParty.nullable(), byMe: z.boolean() })
    .nullable(),
  slots: z.array(z.string()),
});
export type HandoverTimeView = z.infer<typeof handoverTimeView>;

/** `POST /api/rentals/:id/handover-time`: a slot or any other future time (ISO 8601 with offset). */
export const handoverTimeBody = z.object({
  startsAt: z
    .string({ error: validationMessage('handover.startsAt') })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: validationMessage('handover.startsAt'),
    }),
});
export type HandoverTimeBody = z.infer<typeof handoverTimeBody>;

/** The answer of picking, proposing or accepting: a message for the toast and the new state. */
export const handoverTimeResult = z.object({ message: z.string(), handoverTime: handoverTimeView });
export type HandoverTimeResult = z.infer<typeof handoverTimeResult>;

/** Hand-over windows and agreed times (ADR 0050); a second routes object of the `handover` area. */
export const handoverTimeRoutes = {
  windows: defineRoute({
    method: 'GET',
    path: '/api/profile/handover-windows',
    response: handoverWindowsResponse,
    summary: "The caller's weekly hand-over windows",
  }),
  saveWindows: defineRoute({
    method: 'PUT',
    path: '/api/profile/handover-windows',
    body: handoverWindowsBody,
    response: handoverWindowsResponse,
    summary: "Replaces the caller's hand-over windows (at most 6)",
  }),
  handoverTime: defineRoute({
    method: 'GET',
    path: '/api/rentals/:id/handover-time',
    params: idParams,
    response: handoverTimeView,
    summary: "A rental's agreed hand-over time, proposal and the owner's slots",
  }),
  proposeTime: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/handover-time',
    params: idParams,
    body: handoverTimeBody,
    response: handoverTimeResult,
    summary: 'Picks a slot (agreed at once) or proposes another time',
  }),
  acceptTime: defineRoute({
    method: 'POST',
    path: '/api/rentals/:id/handover-time/accept',
    params: idParams,
    response: handoverTimeResult,
    summary: "Accepts the other party's proposed hand-over time",
  }),
} as const;
