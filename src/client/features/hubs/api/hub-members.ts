/** GET /api/societies/{id}/members — a hub's members, members only (spec 001 §2.12, §3 "Hub member"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hubsRoutes } from '@/contract/hubs';
import { hubsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { hubKeys } from './keys';

export const hubMembersQuery = (hubId: number) =>
  queryOptions({
    queryKey: hubKeys.members(hubId),
    queryFn: () => callPath<typeof hubsRoutes.members>(hubsPaths.members, { params: { id: hubId } }),
  });

/** Loads only while `enabled` (the members dialog is open). */
export function useHubMembers(hubId: number, enabled = true) {
  return useQuery({ ...hubMembersQuery(hubId), enabled });
}
