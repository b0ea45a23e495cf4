/**
 * Whether the browser has a connection, as a React hook (`online`/`offline` events), and the message a
 * change refused offline carries (docs/decisions/0034-installable-offline-shell.md).
 */
import { useSyncExternalStore } from 'react';

export const OFFLINE_ACTION_MESSAGE = 'You are offline. Try again when you are connected.';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports a connection; true on the server render. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
