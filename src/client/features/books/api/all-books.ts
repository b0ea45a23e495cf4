/**
 * The home dashboard's book reads (spec 001 §2.2, §7): GET /api/books/all (listed books of the caller's
 * hubs, newest first; Recently Added asks for the first few only) and GET /api/books/available-count
 * (the Available Books tile, counted in SQL).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { booksRoutes } from '@/contract/books';
import { booksPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { bookKeys } from './keys';

/** The newest `limit` books of the caller's hubs. */
export const recentBooksQuery = (limit: number) =>
  queryOptions({
    queryKey: bookKeys.recent(limit),
    queryFn: () => callPath<typeof booksRoutes.all>(booksPaths.all, { query: { limit } }),
  });

export function useRecentBooks(limit: number) {
  return useQuery(recentBooksQuery(limit));
}

/** How many listed books of the caller's hubs are available now. */
export const availableCountQuery = () =>
  queryOptions({
    queryKey: bookKeys.availableCount,
    queryFn: () => callPath<typeof booksRoutes.availableCount>(booksPaths.availableCount),
  });

export function useAvailableCount() {
  return useQuery(availableCountQuery());
}
