/**
 * GET /api/books/browse (spec 000 §2 "Browse Books screen", §7 "Browsing"; ADR 0018): the books of the
 * caller's hubs matching the filters, in pages of BROWSE_PAGE_SIZE (`limit`/`offset`). Each page carries
 * the total matching count (`X-Total-Count`, exact up to 1,000 then `1000+`) and whether another page
 * follows (`X-Has-More`). Without those headers (an older server) a full page means another may follow
 * and the total is the number of books loaded so far.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { Book, BrowseQueryInput, booksRoutes } from '@/contract/books';
import { BROWSE_HEADERS } from '@/contract/browse-headers';
import { callWithHeaders } from '@/client/lib/api';
import { filtersToQuery, parseFilters } from '../lib/browse-filters';
import { readTotalCount, type ResultTotal } from '../lib/result-count';
import { bookKeys } from './keys';

/** The browse route without its zod schemas, so the page's code does not load zod (ARCHITECTURE §6). */
const browseRoute = {
  method: 'GET',
  path: '/api/books/browse',
} as const satisfies Pick<typeof booksRoutes.browse, 'method' | 'path'>;

/** Books per page: the first screen renders at most this many cards (ADR 0018). */
export const BROWSE_PAGE_SIZE = 20;

/** One page of browse results. `total` is null when the server sent no count. */
export interface BrowsePage {
  books: Book[];
  total: ResultTotal | null;
  hasMore: boolean;
}

/** Fetches the page of `query` starting at `offset`. */
export async function fetchBrowsePage(query: BrowseQueryInput, offset: number): Promise<BrowsePage> {
  const { data, headers } = await callWithHeaders<typeof booksRoutes.browse>(browseRoute, {
    query: { ...query, limit: BROWSE_PAGE_SIZE, offset },
  });
  const hasMore = headers.get(BROWSE_HEADERS.hasMore);
  return {
    books: data,
    total: readTotalCount(headers.get(BROWSE_HEADERS.totalCount)),
    hasMore: hasMore === null ? data.length === BROWSE_PAGE_SIZE : hasMore === 'true',
  };
}

export const browseBooksQuery = (query: BrowseQueryInput) =>
  infiniteQueryOptions({
    queryKey: bookKeys.browse(query),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => fetchBrowsePage(query, pageParam),
    getNextPageParam: (lastPage: BrowsePage, pages: BrowsePage[]) =>
      lastPage.hasMore ? pages.length * BROWSE_PAGE_SIZE : undefined,
  });

/**
 * The total of loaded `pages`: the server's count from the latest page, else the books loaded so far
 * (capped while more pages exist).
 */
export function browseTotal(pages: BrowsePage[]): ResultTotal {
  const last = pages.at(-1);
  if (last?.total) return last.total;
  return { count: pages.reduce((n, p) => n + p.books.length, 0), capped: Boolean(last?.hasMore) };
}

/** Keeps the previous results on screen while new filters load (`isPlaceholderData`). */
export function useBrowseBooks(query: BrowseQueryInput) {
  return useInfiniteQuery({ ...browseBooksQuery(query), placeholderData: keepPreviousData });
}

/**
 * Starts fetching the first page of /browse for the URL's `search` string (the filters live in the URL),
 * so it loads in parallel with the page's code on a direct visit (ADR 0018). Only for a signed-in member.
 */
export function prefetchBrowse(queryClient: QueryClient, search: string): Promise<void> {
  return queryClient.prefetchInfiniteQuery(
    browseBooksQuery(filtersToQuery(parseFilters(new URLSearchParams(search)))),
  );
}
