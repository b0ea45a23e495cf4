/**
 * The Borrow/Buy dialog's toasts, worded as the spec's error catalogue (spec 000 §8): success for 8000 ms
 * with the collection or seller address and phone (or a contact-the-owner/seller fallback), order
 * failure, cancelled checkout, post-payment failure, and a refused borrow or buy. A borrow's success also
 * says where the pickup code is. Errors use sonner's error style (the destructive toast). Texts come from
 * the `checkout` catalogue at call time (ADR 0042); a server message is shown as it comes.
 */
import { toast } from 'sonner';
import type { ContactInfo } from '@/contract/payments';
import { errorMessage } from '@/client/lib/api';
import { i18n } from '@/client/i18n/i18n';
import type { TransactionType } from './borrow-buy-form';

/** Duration of the borrow/buy success toast, ms (spec 000 §1, §9). */
export const SUCCESS_TOAST_MS = 8_000;

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'payments', ...vars });

const known = (value: string | undefined) =>
  !!value && value.trim() !== '' && value.trim() !== 'Not provided';

/** Ends a sentence with the language's full stop ('.' or '।') unless it has one. */
const sentence = (text: string) => (/[.।]$/.test(text) ? text : t('toast.withFullStop', { text }));

/**
 * Where to collect the book: "Collect it from B-204, Lakeview Residency. Owner's phone: 98…", or the
 * fallback "Please contact the owner to arrange collection." when the answer has no address or phone.
 */
export function collectionText(type: TransactionType, info: ContactInfo | undefined): string {
  const place = [info?.flatWing, info?.buildingName].filter(known).join(', ');
  const parts: string[] = [];
  if (place) parts.push(t('toast.collectFrom', { place }));
  if (known(info?.phone))
    parts.push(t(type === 'borrow' ? 'toast.ownerPhone' : 'toast.sellerPhone', { phone: info!.phone }));
  return parts.length ? parts.join(' ') : t(type === 'borrow' ? 'toast.contactOwner' : 'toast.contactSeller');
}

/** The success toast: where to collect the book and, for a borrow, where the pickup code is (ADR 0036). */
export function toastTransactionSuccess(type: TransactionType, info: ContactInfo | undefined): void {
  const where = collectionText(type, info);
  toast.success(t(type === 'borrow' ? 'toast.borrowed' : 'toast.purchased'), {
    description: type === 'borrow' ? `${sentence(where)} ${t('toast.pickupCodeHint')}` : where,
    duration: SUCCESS_TOAST_MS,
  });
}

/** POST /api/payments/create-order failed: the server's message or 'Failed to create order'. */
export function toastOrderFailed(err: unknown): void {
  toast.error(t('toast.paymentFailed'), { description: errorMessage(err, t('toast.orderFailed')) });
}

/** The provider's checkout could not open (Razorpay's script did not load). */
export function toastCheckoutFailed(err: unknown): void {
  const description = err instanceof Error ? err.message : t('toast.orderFailed');
  toast.error(t('toast.paymentFailed'), { description });
}

export function toastPaymentCancelled(): void {
  toast(t('toast.cancelled'), { description: t('toast.cancelledText') });
}

/** The provider payment went through but the borrow or buy call failed. */
export function toastPostPaymentFailed(): void {
  toast.error(t('toast.transactionFailed'), { description: t('toast.transactionFailedText') });
}

/** A borrow or buy paid with Brocks was refused: the server's message or 'Failed to {type} book'. */
export function toastTransactionFailed(type: TransactionType, err: unknown): void {
  toast.error(errorMessage(err, t(type === 'borrow' ? 'toast.borrowFailed' : 'toast.buyFailed')));
}
