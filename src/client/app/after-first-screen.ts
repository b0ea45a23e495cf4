/**
 * Waits until the first screen is complete before work it does not need (the service worker, saving
 * lists for offline use): drawn, its data arrived (no query fetching) and the browser idle, so that work
 * never competes with the first screen for the network or the main thread
 * (docs/decisions/0041-first-screen-chunks.md; ARCHITECTURE §6).
 */
import type { QueryClient } from '@tanstack/react-query';

/** Longest wait (ms) for the queries to settle: a query that never ends must not hold the work back. */
export const SETTLE_TIMEOUT_MS = 10_000;
/** Longest wait (ms) for an idle moment. */
const IDLE_TIMEOUT_MS = 5000;

/** Resolves when the browser is idle (after a short timer where requestIdleCallback is missing). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    } else window.setTimeout(resolve, 1000);
  });
}

/** Resolves when no query of `queryClient` is fetching, or after `SETTLE_TIMEOUT_MS`. */
export function queriesSettled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache();
    let unsubscribe = () => {};
    const timer = window.setTimeout(done, SETTLE_TIMEOUT_MS);
    function done() {
      unsubscribe();
      window.clearTimeout(timer);
      resolve();
    }
    if (queryClient.isFetching() === 0) return done();
    unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/**
 * Runs `work` once the first screen, whose render has just been started, is drawn and its data has
 * arrived: an idle moment (React has committed and the page's queries have started), the queries
 * settled, then another idle moment. Never rejects; `work`'s own errors are its own.
 */
export async function afterFirstScreen(queryClient: QueryClient, work: () => void): Promise<void> {
  await idle();
  await queriesSettled(queryClient);
  await idle();
  work();
}
