/**
 * Toasts of the rental lifecycle, worded as the spec's error catalogue (spec 001 §8 "Return", "Reminder")
 * and the server's lifecycle messages (`LIFECYCLE_MESSAGES`). A failure shows the spec's text as the
 * fallback and the server's reason (e.g. the 24-hour reminder limit) when it gives one.
 */
import { toast } from 'sonner';
import { LIFECYCLE_MESSAGES } from '@/contract/rental-lifecycle';
import { errorMessage } from '@/client/lib/api';

export const LIFECYCLE_TOASTS = {
  /** spec 001 §8 "Return" */
  error: 'Error',
  returnFailed: 'Failed to request or confirm return',
  returnRequestFailed: 'Failed to send return request. Please try again.',
  /** spec 001 §8 "Reminder" */
  reminderFailed: 'Failed to send reminder. Please try again.',
} as const;

export function toastReturnRequested(): void {
  toast.success(LIFECYCLE_MESSAGES.returnRequested, {
    description: 'The owner has been told. They will confirm once they have the book.',
  });
}

export function toastReturnConfirmed(): void {
  toast.success(LIFECYCLE_MESSAGES.returnConfirmed, { description: 'The book is available again.' });
}

/**
 * A failed request-return (`confirm` false) or confirm-return (`confirm` true), titled `title` ('Error',
 * or 'Failed to confirm return' in the notification centre, spec 002 §8).
 */
export function toastReturnFailed(
  err: unknown,
  confirm: boolean,
  title: string = LIFECYCLE_TOASTS.error,
): void {
  toast.error(title, {
    description: errorMessage(
      err,
      confirm ? LIFECYCLE_TOASTS.returnFailed : LIFECYCLE_TOASTS.returnRequestFailed,
    ),
  });
}

export function toastReminderSent(): void {
  toast.success(LIFECYCLE_MESSAGES.reminderSent, { description: 'The borrower has been reminded.' });
}

export function toastReminderFailed(err: unknown): void {
  const reason = errorMessage(err, '');
  toast.error(LIFECYCLE_TOASTS.reminderFailed, reason ? { description: reason } : undefined);
}

/** spec 001 §8 */
export const EXTENSION_TOASTS = {
  calculationFailed: 'Calculation Failed',
  calculationFailedText: 'There was an error calculating the extension cost.',
  requestFailed: 'Request Failed',
  requestFailedText: 'There was an error sending your extension request.',
} as const;

/** POST /extensions/calculate failed: 'Calculation Failed' with the spec's text. */
export function toastCalculationFailed(): void {
  toast.error(EXTENSION_TOASTS.calculationFailed, { description: EXTENSION_TOASTS.calculationFailedText });
}

/** POST /extensions/request failed: 'Request Failed' with the server's reason, else the spec's text. */
export function toastExtensionRequestFailed(err: unknown): void {
  toast.error(EXTENSION_TOASTS.requestFailed, {
    description: errorMessage(err, EXTENSION_TOASTS.requestFailedText),
  });
}

export function toastExtensionRequested(lenderName: string): void {
  toast.success(LIFECYCLE_MESSAGES.extensionRequested, {
    description: `${lenderName} will be asked to approve it.`,
  });
}
