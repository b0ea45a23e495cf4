/**
 * Hand-over calls (docs/decisions/0032-trust-at-hand-over.md): the borrower's pickup code, the owner's
 * confirm-pickup, and cancelling before pickup; the return code and a borrower's reliability (ADR 0036). Success refreshes the rental lists, books (availability),
 * ledger tiles and notifications.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { handoverRoutes } from '@/contract/handover';
import { reliabilityRoutes, returnCodeRoutes } from '@/contract/returns';
import { call } from '@/client/lib/api';
import { refreshAfterTransaction } from '@/client/features/payments';

/** GET /api/rentals/:id/pickup-code */
export const pickupCodeQuery = (rentalId: number) =>
  queryOptions({
    queryKey: ['/api/rentals', rentalId, 'pickup-code'],
    queryFn: () => call(handoverRoutes.pickupCode, { params: { id: rentalId } }),
  });

export function usePickupCode(rentalId: number, enabled: boolean) {
  return useQuery({ ...pickupCodeQuery(rentalId), enabled });
}

/** GET /api/rentals/:id/return-code (borrower, once the return is requested; ADR 0036). */
export function useReturnCode(rentalId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/rentals', rentalId, 'return-code'],
    queryFn: () => call(returnCodeRoutes.returnCode, { params: { id: rentalId } }),
    enabled,
  });
}

/** GET /api/users/:id/reliability (the member or someone who lends to them; ADR 0036). */
export function useReliability(userId: number) {
  return useQuery({
    queryKey: ['/api/users', userId, 'reliability'],
    queryFn: () => call(reliabilityRoutes.reliability, { params: { id: userId } }),
    staleTime: 60_000,
  });
}

async function refresh(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    refreshAfterTransaction(queryClient),
    queryClient.invalidateQueries({ queryKey: ['/api/notifications'] }),
  ]);
}

/** POST /api/rentals/:id/confirm-pickup {code} (owner). */
export function useConfirmPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rentalId: number; code: string }) =>
      call(handoverRoutes.confirmPickup, { params: { id: input.rentalId }, body: { code: input.code } }),
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/rentals/:id/cancel (borrower any time before pickup; owner after 48 hours). */
export function useCancelRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rentalId: number) => call(handoverRoutes.cancel, { params: { id: rentalId }, body: {} }),
    onSuccess: () => refresh(queryClient),
  });
}
