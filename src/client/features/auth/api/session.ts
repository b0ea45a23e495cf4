/**
 * The current-user query (spec 000 §7 Auth: `GET /api/auth/me`; 001 §4.8 session states).
 * The session is "loading" while the query is pending, "logged-out" when it resolves to null and
 * "logged-in" when it resolves to the member. Any failed check (401 when signed out, a server or
 * network error) resolves to null, so the app falls back to the signed-out routes (spec 002 §2.7).
 * Part of the first load: it reaches the endpoint through the zod-free path table (ARCHITECTURE §6).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { authRoutes, SessionUser } from '@/contract/auth';
import { authPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { clearOfflineStore } from '@/client/lib/offline-store';

/** Query key of the session: the path, like every other query (`['/api/auth/me']`). */
export const sessionQueryKey = [authPaths.me.path] as const;

/** `GET /api/auth/me` → the signed-in member, or null when the check fails for any reason. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    // Offline the check runs (and fails to null) instead of pausing, so a start without a connection
    // never waits forever; a session saved for offline use is in the cache already (app/offline-cache.ts).
    networkMode: 'always',
    queryFn: async (): Promise<SessionUser | null> => {
      try {
        return await callPath<typeof authRoutes.me>(authPaths.me);
      } catch {
        return null;
      }
    },
  });
}

/** The session query: `isPending` while checking, then `data` is the member or null. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * The signed-in member, for pages rendered inside the member shell (the app only renders them once the
 * session resolved to a member). Throws when used outside a signed-in page.
 */
export function useCurrentUser(): SessionUser {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser() is only available on signed-in pages');
  return data;
}

/**
 * Forgets everything cached for the member who just signed out (spec 001 §4.8 "Logout clears cached
 * data"): every query is removed and the session becomes null, which switches the app to the
 * signed-out routes.
 */
export function clearSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, null);
  void clearOfflineStore();
}

/** `clearSignedInData` bound to the app's query client. */
export function useClearSignedInData(): () => void {
  const queryClient = useQueryClient();
  return () => clearSignedInData(queryClient);
}
