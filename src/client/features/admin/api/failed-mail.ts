/**
 * GET /api/admin/mail/failed and POST /api/admin/mail/failed/:id/retry (docs/decisions/0056-mail-faults.md):
 * the notice mails that failed after 24 h of retries, and queuing one again, administrators only. Queuing
 * refreshes the list (the mail leaves it).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failedMailRoutes } from '@/contract/failed-mail';
import { call } from '@/client/lib/api';

const failedMailKey = [failedMailRoutes.list.path];

export const useFailedMail = () =>
  useQuery({ queryKey: failedMailKey, queryFn: () => call(failedMailRoutes.list) });

export function useRetryFailedMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(failedMailRoutes.retry, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedMailKey }),
  });
}
