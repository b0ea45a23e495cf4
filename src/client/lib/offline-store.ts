/**
 * Where the read-only lists kept for offline use live: one IndexedDB entry (idb-keyval) holding the
 * dehydrated TanStack Query cache (docs/decisions/0034-installable-offline-shell.md). Loaded only when
 * used, so the first load carries none of it. `clearOfflineStore` runs on sign-out: nothing of a member
 * stays on the device after they sign out.
 */
import type { Persister } from '@tanstack/react-query-persist-client';

export const OFFLINE_STORE_KEY = 'hubshelf-offline-cache';

/** The persister over IndexedDB (saves at most once a second). */
export async function createOfflinePersister(): Promise<Persister> {
  const [{ createAsyncStoragePersister }, idb] = await Promise.all([
    import('@tanstack/query-async-storage-persister'),
    import('idb-keyval'),
  ]);
  return createAsyncStoragePersister({
    key: OFFLINE_STORE_KEY,
    throttleTime: 1000,
    storage: {
      getItem: (key) => idb.get<string>(key).then((value) => value ?? null),
      setItem: (key, value) => idb.set(key, value),
      removeItem: (key) => idb.del(key),
    },
  });
}

/** Forgets everything kept for offline use (sign-out). Never throws. */
export async function clearOfflineStore(): Promise<void> {
  try {
    const idb = await import('idb-keyval');
    await idb.del(OFFLINE_STORE_KEY);
  } catch {
    // IndexedDB unavailable (private mode): nothing was kept.
  }
}
