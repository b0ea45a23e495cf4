/**
 * The return of a rental (spec 001 §2.8, §4.1, §7):
 * - POST /api/rentals/:id/request-return {notes, lateFeeAmount?} (borrower) → `ReturnRequestResult`
 *   (`requiresPayment` with `excessAmount` when the late fee exceeds the deposit);
 * - POST /api/rentals/:id/confirm-return {notes, code?} (owner) → the settlement and the completed rental
 *   (the return code is optional; docs/decisions/0036-return-code-and-reliability.md).
 * Both refresh the rental lists, books and notifications on success; errors are `ApiError`s.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnsRoutes } from '@/contract/returns';
import { call } from '@/client/lib/api';
import { refreshAfterLifecycle } from '../lib/refresh-after-lifecycle';

export interface ReturnInput {
  rentalId: number;
  notes: string;
  /** the late fee the dialog showed, rupees (the server refuses it when it differs) */
  lateFeeAmount?: number;
  /** the borrower's return code, when the owner has it (ADR 0036) */
  code?: string;
  /** the owner's deposit claim (docs/decisions/0035-deposit-claims-and-photos.md) */
  claim?: { amountRupees: number; reason: string } | null;
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, notes, lateFeeAmount }: ReturnInput) =>
      call(returnsRoutes.requestReturn, { params: { id: rentalId }, body: { notes, lateFeeAmount } }),
    onSuccess: () => refreshAfterLifecycle(queryClient),
  });
}

export function useConfirmReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rentalId, notes, code, claim }: ReturnInput) =>
      call(returnsRoutes.confirmReturn, {
        params: { id: rentalId },
        body: { notes, ...(code ? { code } : {}), ...(claim ? { claim } : {}) },
      }),
    onSuccess: () => refreshAfterLifecycle(queryClient),
  });
}
