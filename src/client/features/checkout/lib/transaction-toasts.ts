/**
 * The Borrow/Buy dialog's toasts, worded as the spec's error catalogue (spec 000 §8): success for 8000 ms
 * with the collection or seller address and phone (or a contact-the-owner/seller fallback), order
 * failure, cancelled checkout, post-payment failure, and a refused borrow or buy. A borrow's success also
 * says where the pickup code is. Errors use sonner's
 * error style (the destructive toast).
 */
import { toast } from 'sonner';
import type { ContactInfo } from '@/contract/payments';
import { errorMessage } from '@/client/lib/api';
import type { TransactionType } from './borrow-buy-form';

/** Duration of the borrow/buy success toast, ms (spec 000 §1, §9). */
export const SUCCESS_TOAST_MS = 8_000;

export const TRANSACTION_TOASTS = {
  borrowed: 'Book Borrowed Successfully',
  purchased: 'Book Purchased Successfully',
  paymentFailed: 'Payment Failed',
  orderFailed: 'Failed to create order',
  cancelled: 'Payment Cancelled',
  cancelledText: 'You cancelled the payment process',
  transactionFailed: 'Transaction Failed',
  transactionFailedText:
    'Payment was successful but failed to complete the transaction. Please contact support.',
  /** where the pickup code is (docs/decisions/0032-trust-at-hand-over.md, 0036) */
  pickupCodeHint: 'Show your pickup code when you collect it: My Books → Borrowed → Show Pickup Code.',
} as const;

const known = (value: string | undefined) =>
  !!value && value.trim() !== '' && value.trim() !== 'Not provided';

/**
 * Where to collect the book: "Collect it from B-204, Lakeview Residency. Owner's phone: 98…", or the
 * fallback "Please contact the owner to arrange collection." when the answer has no address or phone.
 */
export function collectionText(type: TransactionType, info: ContactInfo | undefined): string {
  const who = type === 'borrow' ? 'owner' : 'seller';
  const Who = type === 'borrow' ? 'Owner' : 'Seller';
  const place = [info?.flatWing, info?.buildingName].filter(known).join(', ');
  const parts: string[] = [];
  if (place) parts.push(`Collect it from ${place}.`);
  if (known(info?.phone)) parts.push(`${Who}'s phone: ${info!.phone}`);
  return parts.length ? parts.join(' ') : `Please contact the ${who} to arrange collection.`;
}

/** The success toast: where to collect the book and, for a borrow, where the pickup code is (ADR 0036). */
export function toastTransactionSuccess(type: TransactionType, info: ContactInfo | undefined): void {
  const where = collectionText(type, info);
  toast.success(type === 'borrow' ? TRANSACTION_TOASTS.borrowed : TRANSACTION_TOASTS.purchased, {
    description:
      type === 'borrow'
        ? `${where.endsWith('.') ? where : `${where}.`} ${TRANSACTION_TOASTS.pickupCodeHint}`
        : where,
    duration: SUCCESS_TOAST_MS,
  });
}

/** POST /api/payments/create-order failed: the server's message or 'Failed to create order'. */
export function toastOrderFailed(err: unknown): void {
  toast.error(TRANSACTION_TOASTS.paymentFailed, {
    description: errorMessage(err, TRANSACTION_TOASTS.orderFailed),
  });
}

/** The provider's checkout could not open (Razorpay's script did not load). */
export function toastCheckoutFailed(err: unknown): void {
  const description = err instanceof Error ? err.message : TRANSACTION_TOASTS.orderFailed;
  toast.error(TRANSACTION_TOASTS.paymentFailed, { description });
}

export function toastPaymentCancelled(): void {
  toast(TRANSACTION_TOASTS.cancelled, { description: TRANSACTION_TOASTS.cancelledText });
}

/** The provider payment went through but the borrow or buy call failed. */
export function toastPostPaymentFailed(): void {
  toast.error(TRANSACTION_TOASTS.transactionFailed, {
    description: TRANSACTION_TOASTS.transactionFailedText,
  });
}

/** A borrow or buy paid with Brocks was refused: the server's message or 'Failed to {type} book'. */
export function toastTransactionFailed(type: TransactionType, err: unknown): void {
  toast.error(errorMessage(err, `Failed to ${type} book`));
}
