/**
 * The Borrow/Buy form (spec 000 §5 "Borrow/buy form", §9; 001 §2.5): its fields, labels and messages,
 * word for word. transactionType is required ('Please select transaction type'), paymentMethod too
 * ('Please select payment method'), and a duration when borrowing ('Please select rental duration').
 * The payment methods offered are Card, UPI and Brocks; the Buy option exists only when the selling price
 * is positive.
 */
import { z } from 'zod';
import type { RentalDuration } from '@/domain/pricing';
import { TRANSACTION_MESSAGES, type PaymentMethod } from '@/contract/payments';

export const TRANSACTION_TYPES = ['borrow', 'buy'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The dialog's messages (spec 000 §5, §8). */
export const BORROW_BUY_MESSAGES = {
  transactionTypeRequired: 'Please select transaction type',
  paymentMethodRequired: TRANSACTION_MESSAGES.paymentMethodRequired,
  durationRequired: TRANSACTION_MESSAGES.durationRequired,
  unableToCalculate: 'Unable to calculate cost',
  /** the Brocks payment method's label when the balance is below the total in Brocks */
  insufficient: '(Insufficient)',
} as const;

/** The methods the dialog offers; card and UPI go through the payment provider's checkout. */
export const DIALOG_PAYMENT_METHODS = ['card', 'upi', 'brocks'] as const satisfies readonly PaymentMethod[];
export type DialogPaymentMethod = (typeof DIALOG_PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<DialogPaymentMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  brocks: 'Brocks',
};

/** Duration labels: 3 days, 1 week, 2 weeks, 1 month (spec 000 §9). */
export const DURATION_LABELS: Record<RentalDuration, string> = {
  3: '3 days',
  7: '1 week',
  14: '2 weeks',
  30: '1 month',
};

/** '1 week' for 7 days; any other length as 'N days'. */
export function durationLabel(days: number): string {
  return DURATION_LABELS[days as RentalDuration] ?? `${days} days`;
}

export const borrowBuyForm = z
  .object({
    transactionType: z.enum(TRANSACTION_TYPES, { error: BORROW_BUY_MESSAGES.transactionTypeRequired }),
    paymentMethod: z.enum(DIALOG_PAYMENT_METHODS, { error: BORROW_BUY_MESSAGES.paymentMethodRequired }),
    // The lengths offered follow the max rental days (`allowedDurations`, ADR 0022); the server checks them.
    duration: z
      .number()
      .int(BORROW_BUY_MESSAGES.durationRequired)
      .min(1, BORROW_BUY_MESSAGES.durationRequired)
      .optional(),
  })
  .superRefine((values, ctx) => {
    if (values.transactionType === 'borrow' && values.duration === undefined) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: BORROW_BUY_MESSAGES.durationRequired });
    }
  });

/** What the form holds before validation: nothing chosen yet is undefined. */
export interface BorrowBuyFormInput {
  transactionType?: TransactionType;
  paymentMethod?: DialogPaymentMethod;
  duration?: number;
}
export type BorrowBuyValues = z.output<typeof borrowBuyForm>;

/** Whether a book can be bought: a selling price above 0 (spec 000 §5). */
export function canBuy(book: { sellingPrice: number | null }): boolean {
  return book.sellingPrice !== null && book.sellingPrice > 0;
}
