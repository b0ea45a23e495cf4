import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  RETRY_WINDOW_MS,
  backoffDelays,
  nextAttemptAfter,
} from './notice-retries';

const MINUTE = 60_000;

describe('the notice retry schedule', () => {
  it('doubles from 1 min and makes its last attempt 24 h after the first failure', () => {
    expect(RETRY_DELAYS_MS.map((d) => d / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 929]);
    expect(MAX_ATTEMPTS).toBe(11);
    const t0 = new Date('2026-11-21T10:00:00.000Z');
    expect(nextAttemptAfter(1, t0)?.toISOString()).toBe('2026-11-21T10:01:00.000Z');
    expect(nextAttemptAfter(3, t0)?.toISOString()).toBe('2026-11-21T10:04:00.000Z');
    let at = t0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) at = nextAttemptAfter(attempts, at)!;
    expect(at.getTime() - t0.getTime()).toBe(RETRY_WINDOW_MS);
    expect(nextAttemptAfter(MAX_ATTEMPTS, at)).toBeNull();
  });

  it('for any first delay and window: delays grow, sum to the window and the schedule ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 * MINUTE }),
        fc.integer({ min: 1, max: 7 * 24 * 60 * MINUTE }),
        (first, extra) => {
          const window = first + extra;
          const delays = backoffDelays(first, window);
          expect(delays[0]).toBe(delays.length === 1 ? window : first);
          for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
          expect(delays.reduce((a, b) => a + b, 0)).toBe(window);
        },
      ),
    );
  });

  it('never waits past 24 h in total and then answers null', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (failedAt) => {
          let at = failedAt;
          let attempts = 1;
          for (let next = nextAttemptAfter(attempts, at); next; next = nextAttemptAfter(attempts, at)) {
            expect(next.getTime()).toBeGreaterThan(at.getTime());
            at = next;
            attempts += 1;
          }
          expect(attempts).toBe(MAX_ATTEMPTS);
          expect(at.getTime() - failedAt.getTime()).toBeLessThanOrEqual(RETRY_WINDOW_MS);
        },
      ),
    );
  });

  it('refuses a first delay that is not positive or longer than the window', () => {
    expect(() => backoffDelays(0, 10)).toThrow(RangeError);
    expect(() => backoffDelays(11, 10)).toThrow(RangeError);
  });
});
