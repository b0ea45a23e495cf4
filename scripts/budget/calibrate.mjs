/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier phone, from the host's
 * `benchmarkIndex` (Lighthouse's CPU benchmark: the mean of a string-building and an array-copying loop,
 * iterations per second ÷ 10; higher is faster).
 *
 * Source: Lighthouse's docs/throttling.md, "Calibrating the CPU slowdown", and the CPU throttling calculator
 * it links (https://lighthouse-cpu-throttling-calculator.vercel.app/): a straight line through each pair of
 * calibration points, index → slowdown, 150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 1766 → 5×, 2000 → 6×
 * (and on above 2000 at 233 index points a step). Below 150 the calculator gives no multiplier: the host is
 * slower than the phone itself.
 */

/** The slowest index the calculator calibrates; a slower host cannot emulate the phone. */
export const MIN_CALIBRATED_INDEX = 150;

/**
 * `benchmarkIndex` (a finite number ≥ 0) → `{ multiplier, tooSlow }`: `multiplier` is the
 * `throttling.cpuSlowdownMultiplier` to use, rounded to 2 decimals (1,432 → 3.57); `tooSlow` is true below
 * `MIN_CALIBRATED_INDEX`, where the multiplier is 1 (no slowdown) and scores come out pessimistic.
 * Throws a RangeError for a negative or non-finite index.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (typeof benchmarkIndex !== 'number' || !Number.isFinite(benchmarkIndex) || benchmarkIndex < 0) {
    throw new RangeError(`benchmarkIndex must be a finite number ≥ 0, got ${benchmarkIndex}`);
  }
  if (benchmarkIndex < MIN_CALIBRATED_INDEX) return { multiplier: 1, tooSlow: true };
  let multiplier;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return { multiplier: Math.round(multiplier * 100) / 100, tooSlow: false };
}
