/**
 * Hand-over windows and agreed times (docs/decisions/0050-conversations-and-safety.md): the member's weekly
 * windows (profile), a rental's agreed time, proposal and the owner's slots, picking or proposing a time,
 * accepting one. A change refreshes the rental's time, the rental lists (the cards show the agreed time) and
 * the notifications.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { handoverTimeRoutes, type HandoverWindowWire } from '@/contract/handover';
import { call } from '@/client/lib/api';

/** GET /api/profile/handover-windows */
export const handoverWindowsQuery = () =>
  queryOptions({
    queryKey: ['/api/profile/handover-windows'],
    queryFn: () => call(handoverTimeRoutes.windows),
  });

export function useHandoverWindows() {
  return useQuery(handoverWindowsQuery());
}

/** PUT /api/profile/handover-windows: replaces all the member's windows. */
export function useSaveHandoverWindows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (windows: HandoverWindowWire[]) =>
      call(handoverTimeRoutes.saveWindows, { body: { windows } }),
    onSuccess: (saved) => queryClient.setQueryData(handoverWindowsQuery().queryKey, saved),
  });
}

/** GET /api/rentals/:id/handover-time (the two parties). */
export const handoverTimeQuery = (rentalId: number) =>
  queryOptions({
    queryKey: ['/api/rentals', rentalId, 'handover-time'],
    queryFn: () => call(handoverTimeRoutes.handoverTime, { params: { id: rentalId } }),
  });

export function useHandoverTime(rentalId: number) {
  return useQuery(handoverTimeQuery(rentalId));
}

function useRefreshTime(rentalId: number) {
  const queryClient = useQueryClient();
  return async (view?: unknown) => {
    if (view) queryClient.setQueryData(handoverTimeQuery(rentalId).queryKey, view as never);
    await queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
  };
}

/** POST /api/rentals/:id/handover-time {startsAt}: a slot (agreed at once) or another time (proposed). */
export function useProposeHandoverTime(rentalId: number) {
  const refresh = useRefreshTime(rentalId);
  return useMutation({
    mutationFn: (startsAt: string) =>
      call(handoverTimeRoutes.proposeTime, { params: { id: rentalId }, body: { startsAt } }),
    onSuccess: (done) => refresh(done.handoverTime),
  });
}

/** POST /api/rentals/:id/handover-time/accept: the other party's proposal becomes the agreed time. */
export function useAcceptHandoverTime(rentalId: number) {
  const refresh = useRefreshTime(rentalId);
  return useMutation({
    mutationFn: () => call(handoverTimeRoutes.acceptTime, { params: { id: rentalId } }),
    onSuccess: (done) => refresh(done.handoverTime),
  });
}
