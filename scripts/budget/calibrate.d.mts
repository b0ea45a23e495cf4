/** Types of scripts/budget/calibrate.mjs for its TypeScript test. */
export const MIN_CALIBRATED_INDEX: number;
/** The CPU slowdown multiplier for a host's Lighthouse benchmarkIndex (see calibrate.mjs). */
export function cpuSlowdownFor(benchmarkIndex: number): { multiplier: number; tooSlow: boolean };
