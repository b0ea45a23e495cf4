/**
 * POST /api/admin/society-requests/review — approve or reject a pending hub request (spec 002 §2.1, §7).
 * Refreshes the pending requests, the hub listings (an approved hub appears) and the notifications.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHubRequestsRoutes, type ReviewHubRequestBody } from '@/contract/hubs';
import { call } from '@/client/lib/api';
import { hubRequestsQueryKey } from './hub-requests';

export function useReviewHubRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewHubRequestBody) => call(adminHubRequestsRoutes.review, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hubRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/societies/available'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/societies'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/notifications'] }),
      ]),
  });
}
