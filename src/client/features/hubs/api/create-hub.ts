/**
 * POST /api/societies — ask for a new hub (spec 001 §5, §7). It waits for admin approval, so no listing
 * changes yet. A society below the minimum unit count fails with the "minimum apartment requirement" body.
 */
import { useMutation } from '@tanstack/react-query';
import { hubsRoutes, type CreateHubBody } from '@/contract/hubs';
import { call } from '@/client/lib/api';

export function useCreateHub() {
  return useMutation({ mutationFn: (body: CreateHubBody) => call(hubsRoutes.create, { body }) });
}
