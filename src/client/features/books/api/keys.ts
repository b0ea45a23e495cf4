/**
 * Query keys of the books area. Each starts with the API path (the app's convention), so invalidating
 * `[path]` refreshes every variant: `['/api/books']` also covers one book (`['/api/books', id]`) and its
 * reviews (`['/api/books', id, 'reviews']`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BrowseQueryInput } from '@/contract/books';

export const bookKeys = {
  list: ['/api/books'] as const,
  all: ['/api/books/all'] as const,
  recent: (limit: number) => ['/api/books/all', { limit }] as const,
  availableCount: ['/api/books/available-count'] as const,
  my: ['/api/books/my'] as const,
  browse: (query: BrowseQueryInput) => ['/api/books/browse', query] as const,
  browseAll: ['/api/books/browse'] as const,
  one: (id: number) => ['/api/books', id] as const,
  isbn: (isbn: string) => ['/api/catalogue/isbn', isbn] as const,
};

/**
 * The queries refreshed after a book is added, edited or deleted (spec 000 §7 "After book/hub actions":
 * /api/books, /api/books/my, /api/books/all, /api/societies, /api/societies/my — plus browse results and
 * the home's available count).
 */
const AFTER_BOOK_CHANGE = [
  ['/api/books'],
  ['/api/books/my'],
  ['/api/books/all'],
  ['/api/books/available-count'],
  ['/api/books/browse'],
  ['/api/societies'],
  ['/api/societies/my'],
] as const;

/** Refreshes every list a book change affects. */
export function refreshAfterBookChange(queryClient: QueryClient): Promise<void> {
  return Promise.all(AFTER_BOOK_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
