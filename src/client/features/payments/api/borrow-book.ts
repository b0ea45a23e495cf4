/**
 * POST /api/rentals/borrow (spec 000 §3 "Rental request", §7): borrows a book for a duration, paid with
 * Brocks or with a provider payment (paymentId, orderId, and Razorpay's signature). Answers the rental
 * and `collectionInfo` (the owner's flatWing, buildingName, phone). The caller refreshes the lists a
 * transaction changes (`refreshAfterTransaction`).
 */
import { useMutation } from '@tanstack/react-query';
import { rentalsRoutes, type BorrowBody } from '@/contract/rentals';
import { call } from '@/client/lib/api';

export function useBorrowBook() {
  return useMutation({ mutationFn: (body: BorrowBody) => call(rentalsRoutes.borrow, { body }) });
}
