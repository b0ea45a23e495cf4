/** GET /api/books/sold (spec 001 §2.11 "Sold", §7): the member's books that were sold, with buyer and price. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchasesRoutes } from '@/contract/purchases';
import { call } from '@/client/lib/api';
import { purchaseKeys } from './keys';

export const soldBooksQuery = () =>
  queryOptions({ queryKey: purchaseKeys.sold, queryFn: () => call(purchasesRoutes.sold) });

export function useSoldBooks() {
  return useQuery(soldBooksQuery());
}
