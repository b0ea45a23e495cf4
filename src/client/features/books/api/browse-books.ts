/**
 * GET /api/books/browse (spec 000 §2 "Browse Books screen", §7 "Browsing"): the books of the caller's
 * hubs matching the filters, in pages of BROWSE_PAGE_SIZE. The server answers at most `limit` books
 * from `offset`; a full page means another may follow.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { booksRoutes, type Book, type BrowseQueryInput } from '@/contract/books';
import { call } from '@/client/lib/api';
import { bookKeys } from './keys';

export const BROWSE_PAGE_SIZE = 60;

export const browseBooksQuery = (query: BrowseQueryInput) =>
  infiniteQueryOptions({
    queryKey: bookKeys.browse(query),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      call(booksRoutes.browse, { query: { ...query, limit: BROWSE_PAGE_SIZE, offset: pageParam } }),
    getNextPageParam: (lastPage: Book[], pages: Book[][]) =>
      lastPage.length < BROWSE_PAGE_SIZE ? undefined : pages.length * BROWSE_PAGE_SIZE,
  });

/** Keeps the previous results on screen while new filters load (`isPlaceholderData`). */
export function useBrowseBooks(query: BrowseQueryInput) {
  return useInfiniteQuery({ ...browseBooksQuery(query), placeholderData: keepPreviousData });
}
