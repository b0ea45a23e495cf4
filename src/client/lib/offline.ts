/**
 * Whether the browser has a connection, as a React hook (`online`/`offline` events), and the message a
 * change refused offline carries (docs/decisions/0034-installable-offline-shell.md).
 */
import { useSyncExternalStore } from 'react';
import { earlyT } from './early-text';

/** The offline message in English (the spec's words; tests compare it). */
export const OFFLINE_ACTION_MESSAGE = earlyT('common:offlineAction', undefined, 'en');

/** The offline message in the language shown now (ADR 0042). */
export function offlineActionMessage(): string {
  return earlyT('common:offlineAction');
}

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
