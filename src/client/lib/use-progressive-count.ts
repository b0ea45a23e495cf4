/**
 * How many of a list's `total` items to render now (docs/decisions/0043-lighter-first-screen.md): `first` at once, then `step`
 * more each time the browser is idle, until all are shown. The first screen of /browse then costs a few
 * cards' rendering instead of a whole page's, and the rest arrive in short tasks that never block a tap;
 * Profile's Info tab shows its form first and its sections below the fold one by one the same way.
 * Where requestIdleCallback is missing (tests in jsdom, old browsers) everything renders at once.
 */
import { startTransition, useEffect, useState } from 'react';

/** Cards rendered with the first screen: two rows of two; a phone shows the first row above the fold. */
export const FIRST_SCREEN_CARDS = 4;
/** Cards added per idle moment: one row of two (a short task even on a slow phone). */
export const CARDS_PER_IDLE_STEP = 2;
/** Longest wait (ms) for an idle moment before the next step renders anyway. */
const STEP_TIMEOUT_MS = 500;

const canWaitForIdle = () =>
  typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function';

export function useProgressiveCount(
  total: number,
  first: number = FIRST_SCREEN_CARDS,
  step: number = CARDS_PER_IDLE_STEP,
): number {
  const [count, setCount] = useState(() => (canWaitForIdle() ? first : total));
  useEffect(() => {
    if (count >= total) return;
    if (!canWaitForIdle()) {
      setCount(total);
      return;
    }
    // a transition: React may split the new cards' rendering into short tasks
    const reveal = () => startTransition(() => setCount((c) => Math.min(total, c + step)));
    const id = window.requestIdleCallback(reveal, { timeout: STEP_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }, [count, total, step]);
  return Math.min(count, total);
}
