/**
 * GET /api/catalogue/isbn/{isbn} (spec 000 §5 "ISBN" automatic lookup): the catalogue record for an
 * ISBN, or null when no catalogue knows it (404). Other failures throw. Results are cached per ISBN.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { catalogueRoutes, type CatalogueBook } from '@/contract/catalogue';
import { ApiError, call } from '@/client/lib/api';
import { bookKeys } from './keys';

export const isbnLookupQuery = (isbn: string) =>
  queryOptions({
    queryKey: bookKeys.isbn(isbn),
    queryFn: async (): Promise<CatalogueBook | null> => {
      try {
        return await call(catalogueRoutes.isbn, { params: { isbn } });
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });

/** Looks `isbn` up through the query cache (one request per ISBN per session). */
export function lookupIsbn(queryClient: QueryClient, isbn: string): Promise<CatalogueBook | null> {
  return queryClient.fetchQuery(isbnLookupQuery(isbn));
}
