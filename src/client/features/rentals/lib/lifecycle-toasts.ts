/**
 * Toasts of the rental lifecycle, worded as the spec's error catalogue (spec 001 §8 "Return", "Reminder",
 * "Extension") and the server's lifecycle messages. A failure shows the spec's text as the fallback and the
 * server's reason (e.g. the 24-hour reminder limit) when it gives one. Texts from the `rentals` catalogue,
 * read at call time (ADR 0042).
 */
import { toast } from 'sonner';
import { i18n } from '@/client/i18n/i18n';
import { errorMessage } from '@/client/lib/api';

const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, { ns: 'rentals', ...vars });

export function toastReturnRequested(): void {
  toast.success(t('toasts.returnRequested'), { description: t('toasts.returnRequestedText') });
}

export function toastReturnConfirmed(): void {
  toast.success(t('toasts.returnConfirmed'), { description: t('toasts.returnConfirmedText') });
}

/**
 * A failed request-return (`confirm` false) or confirm-return (`confirm` true), titled `title` ('Error',
 * or 'Failed to confirm return' in the notification centre, spec 002 §8).
 */
export function toastReturnFailed(err: unknown, confirm: boolean, title?: string): void {
  toast.error(title ?? t('common:error'), {
    description: errorMessage(err, confirm ? t('toasts.returnFailed') : t('toasts.returnRequestFailed')),
  });
}

export function toastReminderSent(): void {
  toast.success(t('toasts.reminderSent'), { description: t('toasts.reminderSentText') });
}

export function toastReminderFailed(err: unknown): void {
  const reason = errorMessage(err, '');
  toast.error(t('toasts.reminderFailed'), reason ? { description: reason } : undefined);
}

/** POST /extensions/calculate failed: 'Calculation Failed' with the spec's text. */
export function toastCalculationFailed(): void {
  toast.error(t('toasts.calculationFailed'), { description: t('toasts.calculationFailedText') });
}

/** POST /extensions/request failed: 'Request Failed' with the server's reason, else the spec's text. */
export function toastExtensionRequestFailed(err: unknown): void {
  toast.error(t('toasts.requestFailed'), {
    description: errorMessage(err, t('toasts.requestFailedText')),
  });
}

export function toastExtensionRequested(lenderName: string): void {
  toast.success(t('toasts.extensionRequested'), {
    description: t('toasts.extensionRequestedText', { lender: lenderName }),
  });
}
