/**
 * Returns and extensions on the wire (spec 001 §3, §4.3-§4.5, §5, §7; 002 §4, §7): returns, late fees and
 * excess charges, reminders and extensions. Money is rupees, dates ISO 8601. Late fees come out of the
 * deposit; the amounts due are the server's (`rentalDetails.lateFeeDue`, `excessAmount`, an extension's
 * `totalAmount`), the client never works them out.
 */
import { z } from 'zod';
import { claimInput } from '../claims';
import { EXTENSION_DAY_MESSAGES, MAX_EXTENSION_DAYS, MIN_EXTENSION_DAYS } from '@/domain/rentals';
import { handoverCode } from '../handover';
import { defineRoute, idParams, messageBody } from '../http';
import { PAYMENT_METHODS, TRANSACTION_MESSAGES, type PaymentMethod } from '../payments';
import { rentalDetails } from '../rentals';
import { validationMessage } from '../messages';

/**
 * What a borrower or lender is told in the rental lifecycle (spec 001 §5). Spec 001 §5 gives the extension-day
 * messages and "No Late Fees" / "No Payment Required"; the rest are Hubshelf's own.
 */
export const LIFECYCLE_MESSAGES = {
  rentalNotFound: validationMessage('rentalLifecycle.rentalNotFound'),
  lateFeeChanged: validationMessage('rentalLifecycle.lateFeeChanged'),
  noLateFees: validationMessage('rentalLifecycle.noLateFees'),
  noPaymentRequired: validationMessage('rentalLifecycle.noPaymentRequired'),
  extensionDaysWhole: validationMessage('rentalLifecycle.extensionDaysWhole'),
  paymentDetailsRequired: validationMessage('rentalLifecycle.paymentDetailsRequired'),
} as const;

/** Optional notes: trimmed, empty → null (spec 001 §5 "Return and reminder notes: optional, trimmed"). */
const notesField = z
  .string({ error: validationMessage('rentalLifecycle.notesNotText') })
  .trim()
  .max(500, validationMessage('rentalLifecycle.notesTooLong'))
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

/**
 * `POST /api/rentals/:id/confirm-return` (spec 001 §7: notes), with the borrower's return code when the
 * owner has it (optional; docs/decisions/0036-return-code-and-reliability.md).
 */
export const confirmReturnBody = z.object({
  notes: notesField,
  code: handoverCode.nullish(),
  /** the owner's deposit claim (docs/decisions/0035-deposit-claims-and-photos.md); the deposit stays held */
  claim: claimInput.nullish(),
});

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
  /** the id of the deposit claim made with the return (ADR 0035), when one was made */
  claimId: z.number().int().optional(),
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

export const returnsRoutes = {
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
