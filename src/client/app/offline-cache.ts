/**
 * Keeps a signed-in member's read-only lists for offline use (docs/decisions/0034-installable-offline-shell.md):
 * the session, My Books (Borrowed, Lent Out, active loans, my listed books), notifications, my hubs and the
 * last browse pages. Saving starts after the first page is drawn; the saved lists are read back only when
 * the app starts without a connection, so an online start never waits for IndexedDB. Kept at most 7 days
 * and dropped by a new build's different `buster`.
 */
import { hydrate, onlineManager, type Query, type QueryClient } from '@tanstack/react-query';
import { authPaths, notificationsPaths } from '@/contract/paths';
import { createOfflinePersister } from '@/client/lib/offline-store';

const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const BUSTER = import.meta.env.MODE;

/** Query keys start with their API path (the app's convention); these paths are kept. */
const KEPT_PATHS = new Set<string>([
  authPaths.me.path,
  notificationsPaths.list.path,
  '/api/rentals/borrowed',
  '/api/rentals/lent',
  '/api/rentals/active',
  '/api/books/my',
  '/api/books/browse',
  '/api/societies/my',
]);

const isKept = (query: Query) =>
  query.state.status === 'success' &&
  typeof query.queryKey[0] === 'string' &&
  KEPT_PATHS.has(query.queryKey[0]);

let savedAt: number | undefined;

/** When the lists shown offline were saved (ms since epoch), or undefined when nothing was restored. */
export function offlineDataSavedAt(): number | undefined {
  return savedAt;
}

/** Offline at start: puts the saved lists back into the cache before the first page renders. */
export async function restoreWhenOffline(queryClient: QueryClient): Promise<void> {
  if (navigator.onLine) return;
  // TanStack Query assumes a connection until an 'offline' event; tell it now, so queries wait for the
  // connection instead of failing over the saved lists.
  onlineManager.setOnline(false);
  try {
    const persister = await createOfflinePersister();
    const saved = await persister.restoreClient();
    if (!saved || Date.now() - saved.timestamp > MAX_AGE_MS || saved.buster !== BUSTER) return;
    hydrate(queryClient, saved.clientState);
    savedAt = saved.timestamp;
  } catch {
    // Nothing saved, or IndexedDB unavailable: the app starts as it would online.
  }
}

/** Saves the kept lists now and whenever the cache changes (called after the first screen is complete). */
export async function startSavingForOffline(queryClient: QueryClient): Promise<void> {
  try {
    const [{ persistQueryClientSave, persistQueryClientSubscribe }, persister] = await Promise.all([
      import('@tanstack/react-query-persist-client'),
      createOfflinePersister(),
    ]);
    const options = {
      queryClient,
      persister,
      buster: BUSTER,
      dehydrateOptions: { shouldDehydrateQuery: isKept },
    };
    persistQueryClientSubscribe(options);
    // Saving starts after the first screen's data arrived (app/after-first-screen.ts): save what is there now.
    await persistQueryClientSave(options);
  } catch {
    // IndexedDB unavailable: the app works online only.
  }
}
