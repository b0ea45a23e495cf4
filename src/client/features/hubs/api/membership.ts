/**
 * POST /api/societies/{id}/join and /leave (spec 001 §2.12, §7). Both refresh the hub lists and the
 * book lists the membership changes (spec 001 §2.12).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hubsRoutes } from '@/contract/hubs';
import { call } from '@/client/lib/api';
import { refreshAfterMembershipChange } from './keys';

export function useJoinHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hubId: number) => call(hubsRoutes.join, { params: { id: hubId } }),
    onSuccess: () => refreshAfterMembershipChange(queryClient),
  });
}

export function useLeaveHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hubId: number) => call(hubsRoutes.leave, { params: { id: hubId } }),
    onSuccess: () => refreshAfterMembershipChange(queryClient),
  });
}
