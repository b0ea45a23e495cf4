/**
 * Extension calls of the borrower (spec 001 §2.6, §4.3, §7):
 * - POST /api/rentals/extensions/calculate {rentalId, extensionDays} → `ExtensionCostResult` (rupees);
 * - POST /api/rentals/extensions/request {rentalId, extensionDays, reason} → the pending `ExtensionRequest`
 *   (refreshes the rental lists and notifications).
 * Errors are `ApiError`s (400 with the spec's day messages, 409 when a request is already pending).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnsRoutes, type RequestExtensionBody } from '@/contract/returns';
import { call } from '@/client/lib/api';
import { refreshAfterLifecycle } from '../lib/refresh-after-lifecycle';

export function useCalculateExtension() {
  return useMutation({
    mutationFn: (body: { rentalId: number; extensionDays: number }) =>
      call(returnsRoutes.calculateExtension, { body }),
  });
}

export function useRequestExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestExtensionBody) => call(returnsRoutes.requestExtension, { body }),
    onSuccess: () => refreshAfterLifecycle(queryClient),
  });
}
