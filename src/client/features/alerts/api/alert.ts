/**
 * GET/POST/DELETE /api/books/{id}/availability-alert (spec 000 §2 "Availability alert", §7): the caller's
 * place in the book's holds queue (a non-OK answer counts as no alert) and setting or removing it. A change
 * refreshes the alert and the book (its `reservedUntil` may move when a hold is cancelled).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertStatus, alertsRoutes } from '@/contract/alerts';
import { alertsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';

/** Under the book's key, so refreshing `['/api/books']` refreshes the alert too. */
export const alertKeys = {
  status: (bookId: number) => ['/api/books', bookId, 'availability-alert'] as const,
};

const NO_ALERT: AlertStatus = { hasAlert: false, position: null, holdExpiresAt: null };

export const alertQuery = (bookId: number) =>
  queryOptions({
    queryKey: alertKeys.status(bookId),
    queryFn: async (): Promise<AlertStatus> => {
      try {
        return await callPath<typeof alertsRoutes.get>(alertsPaths.get, { params: { id: bookId } });
      } catch {
        return NO_ALERT;
      }
    },
  });

export function useAlert(bookId: number, enabled: boolean) {
  return useQuery({ ...alertQuery(bookId), enabled });
}

/** Sets (`true`) or removes (`false`) the caller's alert on the book. */
export function useToggleAlert(bookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: boolean) =>
      set
        ? callPath<typeof alertsRoutes.set>(alertsPaths.set, { params: { id: bookId } })
        : callPath<typeof alertsRoutes.remove>(alertsPaths.remove, { params: { id: bookId } }),
    onSuccess: (status) => {
      queryClient.setQueryData(alertKeys.status(bookId), status);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['/api/books', bookId] }),
        queryClient.invalidateQueries({ queryKey: ['/api/books/browse'] }),
      ]);
    },
  });
}
