/**
 * POST /api/rentals/:id/send-reminder (spec 001 §7; owner only, at most one per rental per 24 hours):
 * answers `{ message }`; refreshes the rental lists and notifications on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnsRoutes } from '@/contract/returns';
import { call } from '@/client/lib/api';
import { refreshAfterLifecycle } from '../lib/refresh-after-lifecycle';

export function useSendReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rentalId: number) =>
      call(returnsRoutes.sendReminder, { params: { id: rentalId }, body: {} }),
    onSuccess: () => refreshAfterLifecycle(queryClient),
  });
}
