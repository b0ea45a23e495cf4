/** GET /api/books/my (spec 001 §2.11 "My Library", §7): the signed-in member's own listed books. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksRoutes } from '@/contract/books';
import { call } from '@/client/lib/api';
import { bookKeys } from './keys';

export const myBooksQuery = () =>
  queryOptions({ queryKey: bookKeys.my, queryFn: () => call(booksRoutes.my) });

export function useMyBooks() {
  return useQuery(myBooksQuery());
}
