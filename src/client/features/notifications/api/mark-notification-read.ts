/** POST /api/notifications/{id}/mark-read (spec 002 §2.2, §4, §7); refreshes the list and so the bell's count. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsRoutes } from '@/contract/notifications';
import { call } from '@/client/lib/api';
import { notificationsQueryKey } from './unread-count';

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(notificationsRoutes.markRead, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
