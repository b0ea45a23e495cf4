/**
 * Genre preferences and recommendations queries (spec 000 §7 "GET/POST /api/user/genre-preferences",
 * "GET /api/books/recommended"). Recommendations sit under `/api/books`, so a book change refreshes them.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { preferencesRoutes, type SavePreferencesBody } from '@/contract/preferences';
import { call } from '@/client/lib/api';

export const preferenceKeys = {
  list: ['/api/user/genre-preferences'] as const,
  recommended: ['/api/books', 'recommended'] as const,
};

export function usePreferences() {
  return useQuery({ queryKey: preferenceKeys.list, queryFn: () => call(preferencesRoutes.list) });
}

export function useRecommendations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: preferenceKeys.recommended,
    queryFn: () => call(preferencesRoutes.recommended),
    ...options,
  });
}

/** Saves the whole set; the caller reloads the page afterwards (spec 000 §4). */
export function useSavePreferences() {
  return useMutation({
    mutationFn: (body: SavePreferencesBody) => call(preferencesRoutes.save, { body }),
  });
}
