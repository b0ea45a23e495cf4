/**
 * Query and mutation of the member's notice preferences (`GET`/`PUT /api/user/notification-preferences`).
 * Saving writes the answer into the query cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticesRoutes, type NotificationPreferences } from '@/contract/notices';
import { call } from '@/client/lib/api';

const key = [noticesRoutes.get.path] as const;

export function useNoticePreferences() {
  return useQuery({ queryKey: key, queryFn: () => call(noticesRoutes.get) });
}

export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => call(noticesRoutes.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
