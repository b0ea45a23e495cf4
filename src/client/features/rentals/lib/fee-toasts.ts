/**
 * The toasts of a fee payment (spec 001 §5, §8 "Late fees", "Excess"; 002 §8 "Extension"), word for word in
 * English: nothing to pay ('No Late Fees' / 'No Payment Required'), 'Payment Failed' with the kind's text,
 * and success ('Late fees paid', … with the new due date or the amount). Texts from the `rentals` catalogue,
 * read at call time (ADR 0042).
 */
import { toast } from 'sonner';
import { i18n } from '@/client/i18n/i18n';
import { formatDate, formatRupees } from '@/client/lib/format';
import type { FeeKind } from '../api/pay-fees';

/** The catalogue key of each fee kind. */
const KIND_KEY: Record<FeeKind, 'lateFee' | 'excess' | 'extension'> = {
  late_fee: 'lateFee',
  excess: 'excess',
  extension: 'extension',
};

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'rentals', ...vars });

/** Nothing to pay (spec 001 §5): 'No Late Fees' for a late fee, 'No Payment Required' otherwise. */
export function toastNothingToPay(kind: FeeKind): void {
  toast(kind === 'late_fee' ? t('toasts.noLateFees') : t('toasts.noPaymentRequired'));
}

/** The checkout could not open: 'Payment Failed' with the kind's text. */
export function toastFeePaymentFailed(kind: FeeKind): void {
  toast.error(t('toasts.paymentFailed'), { description: t(`toasts.paymentFailedText.${KIND_KEY[kind]}`) });
}

/** Paid `amount` rupees; for an extension `newDueDate` (ISO) is the moved due date. */
export function toastFeePaid(kind: FeeKind, amount: number, newDueDate: string | null): void {
  toast.success(t(`toasts.paid.${KIND_KEY[kind]}`), {
    description: newDueDate
      ? t('toasts.newDueDate', { date: formatDate(newDueDate) })
      : t('toasts.paidThanks', { amount: formatRupees(amount) }),
  });
}
