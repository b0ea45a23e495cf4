/**
 * Whether the first screen is complete: drawn, its data arrived and the browser idle
 * (app/after-first-screen.ts; docs/decisions/0043-lighter-first-screen.md). What the first screen does not
 * show (the bell's notification list, the Chat badge's counts, the live notice stream) waits for it, so it
 * never competes with the first screen for the network or the main thread. Until main.tsx announces a
 * first screen (`awaitFirstScreen`), it counts as complete: a component rendered alone (tests) fetches at once.
 */
import { useSyncExternalStore } from 'react';

let complete = true;
const listeners = new Set<() => void>();

/** main.tsx, before the first render: the first screen is on its way. */
export function awaitFirstScreen(): void {
  complete = false;
}

/** main.tsx, once the first screen is complete (afterFirstScreen). */
export function markFirstScreenComplete(): void {
  complete = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the first screen is complete; the component re-renders when it becomes so. */
export function useFirstScreenComplete(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => complete,
    () => complete,
  );
}
