/**
 * GET /api/books/all (spec 001 §2.2, §7): every listed book in the caller's hubs, newest first. Used by
 * the home Available Books tile and Recently Added.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksRoutes } from '@/contract/books';
import { call } from '@/client/lib/api';
import { bookKeys } from './keys';

export const allBooksQuery = () =>
  queryOptions({ queryKey: bookKeys.all, queryFn: () => call(booksRoutes.all) });

export function useAllBooks(options: { enabled?: boolean } = {}) {
  return useQuery({ ...allBooksQuery(), ...options });
}
