/**
 * POST /api/notifications/{id}/respond-society — an administrator approves or rejects the hub request a
 * society_request notification is about (spec 002 §2.2, §7). Refreshes the notifications (and the
 * bell), the admin panel's pending requests and the hub listings.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@/contract/notifications';
import { call } from '@/client/lib/api';
import { notificationsQueryKey } from './unread-count';

export interface RespondHubRequestInput {
  notificationId: number;
  approved: boolean;
  reason?: string | null;
}

export function useRespondHubRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notificationId, approved, reason }: RespondHubRequestInput) =>
      call(notificationsRoutes.respondHubRequest, {
        params: { id: notificationId },
        body: { approved, reason },
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['/api/admin/society-requests'] }),
        queryClient.invalidateQueries({ queryKey: ['/api/societies/available'] }),
      ]),
  });
}
