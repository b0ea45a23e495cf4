/**
 * The CPU slowdown calibration of `npm run budget` (scripts/budget/calibrate.mjs) against the points of
 * Lighthouse's CPU-throttling calculator (docs/throttling.md, "Calibrating the CPU slowdown").
 */
import { describe, expect, it } from 'vitest';
import { MIN_CALIBRATED_INDEX, cpuSlowdownFor } from './calibrate.mjs';

describe('cpuSlowdownFor', () => {
  it('gives the multiplier the Lighthouse calculator gives for benchmarkIndex 1,432', () => {
    expect(cpuSlowdownFor(1432)).toEqual({ multiplier: 3.57, tooSlow: false });
  });

  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
  ])('meets the calculator point benchmarkIndex %i → %i×', (index, multiplier) => {
    expect(cpuSlowdownFor(index).multiplier).toBeCloseTo(multiplier, 1);
  });

  it('interpolates within each segment', () => {
    expect(cpuSlowdownFor(475).multiplier).toBe(1.5); // 150 → 1×, 800 → 2×
    expect(cpuSlowdownFor(1050).multiplier).toBe(2.5); // 800 → 2×, 1300 → 3×
    expect(cpuSlowdownFor(2466).multiplier).toBe(8); // 233 points a step above 1300
  });

  it('slows a faster host down more, never less', () => {
    let previous = 0;
    for (let index = MIN_CALIBRATED_INDEX; index <= 3000; index += 7) {
      const { multiplier } = cpuSlowdownFor(index);
      expect(multiplier).toBeGreaterThanOrEqual(previous);
      previous = multiplier;
    }
  });

  it('does not slow down a host slower than the emulated phone, and says so', () => {
    expect(cpuSlowdownFor(149)).toEqual({ multiplier: 1, tooSlow: true });
    expect(cpuSlowdownFor(0)).toEqual({ multiplier: 1, tooSlow: true });
  });

  it('refuses an index that is not a measurement', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cpuSlowdownFor(bad)).toThrow(RangeError);
    }
  });
});
