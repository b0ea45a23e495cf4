/** POST /api/societies/merge-request — ask to merge a too-small society into an existing one (spec 001 §4.7). */
import { useMutation } from '@tanstack/react-query';
import { hubsRoutes, type MergeRequestBody } from '@/contract/hubs';
import { call } from '@/client/lib/api';

export function useMergeRequest() {
  return useMutation({ mutationFn: (body: MergeRequestBody) => call(hubsRoutes.mergeRequest, { body }) });
}
