/**
 * TanStack Query client with the spec's defaults (spec 000 §1): no retries, data never stale,
 * no refetch on focus or interval; changes are never queued while offline. Exceptions (platform settings: every 30 s and on focus) set their own options.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export interface QueryClientOptions {
  /**
   * Called when any query or mutation answers 401 (the session ended: expired, or signed out in another
   * tab). The app re-checks the session, which switches to the signed-out pages.
   */
  onUnauthorized?: () => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) options.onUnauthorized?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      // A change made offline runs at once and is refused with the offline message (lib/api.ts) instead of
      // waiting, paused, for a connection (docs/decisions/0034-installable-offline-shell.md).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
