/**
 * The owner's answer to an extension request (spec 001 §4.3; 002 §2.2, §7):
 * POST /api/rentals/extensions/requests/:id/approve and /deny {reason} (optional, trimmed). Both answer the
 * `ExtensionRequest` and refresh the rental lists, books and notifications on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { returnsRoutes } from '@/contract/returns';
import { call } from '@/client/lib/api';
import { refreshAfterLifecycle } from '../lib/refresh-after-lifecycle';

export interface ExtensionAnswer {
  requestId: number;
  approve: boolean;
  /** the decline reason, trimmed; null for none */
  reason?: string | null;
}

export function useRespondExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve, reason }: ExtensionAnswer) =>
      approve
        ? call(returnsRoutes.approveExtension, { params: { id: requestId } })
        : call(returnsRoutes.denyExtension, {
            params: { id: requestId },
            body: { reason: reason ?? null },
          }),
    onSettled: () => refreshAfterLifecycle(queryClient),
  });
}
