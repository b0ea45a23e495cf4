/**
 * The toasts of a fee payment (spec 001 §5, §8 "Late fees", "Excess"; 002 §8 "Extension"), word for word:
 * nothing to pay ('No Late Fees' / 'No Payment Required'), 'Payment Failed' with the kind's text, 'Payment
 * Cancelled', 'Transaction Failed' when the payment went through but recording it failed, and success.
 */
import { toast } from 'sonner';
import { LIFECYCLE_MESSAGES } from '@/contract/rental-lifecycle';
import { formatDate, formatRupees } from '@/client/lib/format';
import type { FeeKind } from '../api/pay-fees';

/** 'Payment Failed' texts (spec 001 §8; 002 §8). */
export const FEE_PAYMENT_FAILED: Record<FeeKind, string> = {
  late_fee: 'Failed to process late fee payment',
  excess: 'Failed to process excess charge payment',
  extension: 'Failed to process extension payment',
};

const PAID: Record<FeeKind, string> = {
  late_fee: LIFECYCLE_MESSAGES.lateFeesPaid,
  excess: LIFECYCLE_MESSAGES.excessPaid,
  extension: LIFECYCLE_MESSAGES.extensionPaidMessage,
};

/** Nothing to pay (spec 001 §5): 'No Late Fees' for a late fee, 'No Payment Required' otherwise. */
export function toastNothingToPay(kind: FeeKind): void {
  toast(kind === 'late_fee' ? LIFECYCLE_MESSAGES.noLateFees : LIFECYCLE_MESSAGES.noPaymentRequired);
}

/** The checkout could not open: 'Payment Failed' with the kind's text. */
export function toastFeePaymentFailed(kind: FeeKind): void {
  toast.error('Payment Failed', { description: FEE_PAYMENT_FAILED[kind] });
}

/** Paid `amount` rupees; for an extension `newDueDate` (ISO) is the moved due date. */
export function toastFeePaid(kind: FeeKind, amount: number, newDueDate: string | null): void {
  toast.success(PAID[kind], {
    description: newDueDate
      ? `New due date: ${formatDate(newDueDate)}`
      : `${formatRupees(amount)} paid. Thank you!`,
  });
}
