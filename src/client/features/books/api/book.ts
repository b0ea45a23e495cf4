/**
 * GET /api/books/{id} (spec 000 §2 "Public book page"): the book for a member, or a public summary
 * (no owner, no hub name) for a signed-out visitor. A 404 surfaces as an ApiError with status 404.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksRoutes } from '@/contract/books';
import { call } from '@/client/lib/api';
import { bookKeys } from './keys';

export const bookQuery = (id: number) =>
  queryOptions({ queryKey: bookKeys.one(id), queryFn: () => call(booksRoutes.get, { params: { id } }) });

export function useBook(id: number) {
  return useQuery({ ...bookQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
