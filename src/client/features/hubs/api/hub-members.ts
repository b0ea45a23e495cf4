/** GET /api/societies/{id}/members — a hub's members, members only (spec 001 §2.12, §3 "Hub member"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hubsRoutes } from '@/contract/hubs';
import { call } from '@/client/lib/api';
import { hubKeys } from './keys';

export const hubMembersQuery = (hubId: number) =>
  queryOptions({
    queryKey: hubKeys.members(hubId),
    queryFn: () => call(hubsRoutes.members, { params: { id: hubId } }),
  });

/** Loads only while `enabled` (the members dialog is open). */
export function useHubMembers(hubId: number, enabled = true) {
  return useQuery({ ...hubMembersQuery(hubId), enabled });
}
