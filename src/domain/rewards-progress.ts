/**
 * The Rewards Center progress bar (spec 002 §2.3 "progress toward the next multiple of 20 credits", §9
 * "Progress bar steps are 20 credits"). Brocks are whole numbers.
 */

/** Brocks per progress step. */
export const PROGRESS_STEP = 20;

/**
 * The next multiple of 20 above `balance` (a balance of exactly 40 aims at 60; a negative balance reads
 * as 0), and how far along the current step the balance is, as a percentage 0–100.
 */
export function rewardProgress(balance: number): { target: number; percent: number; remaining: number } {
  const b = Math.max(0, Math.floor(balance));
  const target = (Math.floor(b / PROGRESS_STEP) + 1) * PROGRESS_STEP;
  const into = b - (target - PROGRESS_STEP);
  return { target, percent: (into / PROGRESS_STEP) * 100, remaining: target - b };
}
