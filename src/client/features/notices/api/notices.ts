/**
 * Query and mutation of the member's notice preferences (`GET`/`PUT /api/user/notification-preferences`).
 * Saving writes the answer into the query cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationPreferencesRoutes,
  type NotificationPreferences,
} from '@/contract/notification-preferences';
import { call } from '@/client/lib/api';

const key = [notificationPreferencesRoutes.get.path] as const;

export function useNoticePreferences() {
  return useQuery({ queryKey: key, queryFn: () => call(notificationPreferencesRoutes.get) });
}

export function useSaveNoticePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => call(notificationPreferencesRoutes.save, { body }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
