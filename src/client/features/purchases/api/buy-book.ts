/**
 * POST /api/purchases/buy (spec 000 §3 "Purchase request", §7): buys a book for its selling price plus the
 * platform fee, paid with Brocks or with a provider payment (paymentId, orderId, and Razorpay's
 * signature). Answers the purchase and `sellerInfo` (the seller's flatWing, buildingName, phone). The
 * caller refreshes the lists a transaction changes.
 */
import { useMutation } from '@tanstack/react-query';
import { purchasesRoutes, type BuyBody } from '@/contract/purchases';
import { call } from '@/client/lib/api';

export function useBuyBook() {
  return useMutation({ mutationFn: (body: BuyBody) => call(purchasesRoutes.buy, { body }) });
}
