/**
 * The Borrow/Buy form (spec 000 §5 "Borrow/buy form", §9; 001 §2.5): its fields, labels and messages,
 * word for word. transactionType is required ('Please select transaction type'), paymentMethod too
 * ('Please select payment method'), and a duration when borrowing ('Please select rental duration').
 * The payment methods offered are Card, UPI and Brocks; the Buy option exists only when the selling price
 * is positive. Messages and labels come from the `checkout` catalogue when shown (ADR 0042).
 */
import { z } from 'zod';
import { i18n } from '@/client/i18n/i18n';
import type { PaymentMethod } from '@/contract/payments';

export const TRANSACTION_TYPES = ['borrow', 'buy'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The dialog's messages (spec 000 §5, §8), keys of the `checkout` catalogue's `problems`. */
export type BorrowBuyProblem =
  'transactionTypeRequired' | 'paymentMethodRequired' | 'durationRequired' | 'unableToCalculate';

/** A message in the current language, read when it is shown (ADR 0042). */
export const problemText = (problem: BorrowBuyProblem): string =>
  i18n.t(`problems.${problem}`, { ns: 'payments' });

/** The methods the dialog offers; card and UPI go through the payment provider's checkout. */
export const DIALOG_PAYMENT_METHODS = ['card', 'upi', 'brocks'] as const satisfies readonly PaymentMethod[];
export type DialogPaymentMethod = (typeof DIALOG_PAYMENT_METHODS)[number];

/** Lengths with a name of their own: 1 week, 2 weeks, 1 month (spec 000 §9). */
const NAMED_DURATIONS: Record<number, { unit: 'weeks' | 'months'; count: number }> = {
  7: { unit: 'weeks', count: 1 },
  14: { unit: 'weeks', count: 2 },
  30: { unit: 'months', count: 1 },
};

/** '1 week' for 7 days, '2 weeks', '1 month'; any other length as '3 days'. */
export function durationLabel(days: number): string {
  const named = NAMED_DURATIONS[days];
  return named
    ? i18n.t(`duration.${named.unit}`, { ns: 'payments', count: named.count })
    : i18n.t('duration.days', { ns: 'payments', count: days });
}

const message = (problem: BorrowBuyProblem) => ({ error: () => problemText(problem) });

export const borrowBuyForm = z
  .object({
    transactionType: z.enum(TRANSACTION_TYPES, message('transactionTypeRequired')),
    paymentMethod: z.enum(DIALOG_PAYMENT_METHODS, message('paymentMethodRequired')),
    // The lengths offered follow the max rental days (`allowedDurations`, ADR 0022); the server checks them.
    duration: z.number().int(message('durationRequired')).min(1, message('durationRequired')).optional(),
  })
  .superRefine((values, ctx) => {
    if (values.transactionType === 'borrow' && values.duration === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: problemText('durationRequired') });
    }
  });

/** What the form holds before validation: nothing chosen yet is undefined. */
export interface BorrowBuyFormInput {
  transactionType?: TransactionType;
  paymentMethod?: DialogPaymentMethod;
  duration?: number;
}
export type BorrowBuyValues = z.output<typeof borrowBuyForm>;
