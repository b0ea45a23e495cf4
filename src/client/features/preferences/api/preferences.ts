/**
 * Genre preferences and recommendations queries (spec 000 §7 "GET/POST /api/user/genre-preferences",
 * "GET /api/books/recommended"). Recommendations sit under `/api/books`, so a book change refreshes them.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { preferencesRoutes, SavePreferencesBody } from '@/contract/preferences';
import { preferencesPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';

export const preferenceKeys = {
  list: ['/api/user/genre-preferences'] as const,
  recommended: ['/api/books', 'recommended'] as const,
};

export function usePreferences() {
  return useQuery({
    queryKey: preferenceKeys.list,
    queryFn: () => callPath<typeof preferencesRoutes.list>(preferencesPaths.list),
  });
}

export function useRecommendations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: preferenceKeys.recommended,
    queryFn: () => callPath<typeof preferencesRoutes.recommended>(preferencesPaths.recommended),
    ...options,
  });
}

/** Saves the whole set; the caller reloads the page afterwards (spec 000 §4). */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (body: SavePreferencesBody) =>
      callPath<typeof preferencesRoutes.save>(preferencesPaths.save, { body }),
  });
}
