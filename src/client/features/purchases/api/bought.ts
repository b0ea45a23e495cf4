/** GET /api/books/bought (spec 001 §2.11 "Bought", §7): the books the member bought, with seller and price. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchasesRoutes } from '@/contract/purchases';
import { call } from '@/client/lib/api';
import { purchaseKeys } from './keys';

export const boughtBooksQuery = () =>
  queryOptions({ queryKey: purchaseKeys.bought, queryFn: () => call(purchasesRoutes.bought) });

export function useBoughtBooks() {
  return useQuery(boughtBooksQuery());
}
