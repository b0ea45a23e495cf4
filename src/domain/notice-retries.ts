/**
 * When a failed notice delivery (mail or push) is tried again (docs/decisions/0056-mail-faults.md, which
 * replaces the 1 min / 5 min / 30 min / 2 h schedule of ADR 0039): exponential backoff from 1 minute,
 * doubling each time, and a last attempt 24 hours after the first failure; after it the delivery has failed
 * for good and is listed for administrators.
 */

const MINUTE_MS = 60_000;
/** The first retry waits 1 min (ms). */
export const FIRST_RETRY_MS = MINUTE_MS;
/** The last attempt comes this long after the first failure: 24 h (ms). */
export const RETRY_WINDOW_MS = 24 * 60 * MINUTE_MS;

/**
 * The delays between attempts (ms), from `first` doubling while the time left would still allow a
 * longer-or-equal last delay, then one last delay that ends the `window` exactly: with 1 min and 24 h,
 * 1, 2, 4 … 256 min and 929 min (11 attempts in all). Every delay is ≥ the one before; they sum to `window`.
 * Throws a RangeError when `first` is not positive or exceeds `window`.
 */
export function backoffDelays(first: number, window: number): number[] {
  if (!(first > 0) || first > window) throw new RangeError('first delay must be in (0, window]');
  const delays: number[] = [];
  let total = 0;
  let delay = first;
  // keep doubling while what would be left after this delay is still at least the next (doubled) delay
  while (total + delay + 2 * delay <= window) {
    delays.push(delay);
    total += delay;
    delay *= 2;
  }
  delays.push(window - total);
  return delays;
}

/** Delays before the 2nd … last delivery attempt (ms): 1, 2, 4, …, 256 min, then 929 min (24 h in all). */
export const RETRY_DELAYS_MS: readonly number[] = backoffDelays(FIRST_RETRY_MS, RETRY_WINDOW_MS);

/** How many times a delivery is attempted at most: the first attempt and one per retry delay (11). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When to try a delivery again after its `attempts`-th failed attempt (1-based) at `failedAt`, or null
 * when it has failed for good (after attempt `MAX_ATTEMPTS`). Each delay counts from the failure, so the
 * job's period (15 s) can add a few seconds per attempt to the 24 h.
 */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
