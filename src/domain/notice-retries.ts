/**
 * When a failed notice delivery (mail or push) is tried again
 * (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): four retries after 1 min, 5 min,
 * 30 min and 2 h, then the delivery has failed for good.
 */

/** Delays before the 2nd, 3rd, 4th and 5th delivery attempt: 1 min, 5 min, 30 min, 2 h (ms). */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/**
 * When to try a delivery again after its `attempts`-th failed attempt (1-based), or null when it has
 * failed for good (after the 5th attempt).
 */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
