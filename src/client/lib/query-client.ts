/**
 * TanStack Query client with the spec's defaults (spec 000 §1): no retries, data never stale,
 * no refetch on focus or interval. Exceptions (platform settings: every 30 s and on focus) set their own options.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}
