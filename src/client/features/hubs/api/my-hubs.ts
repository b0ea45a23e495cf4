/**
 * GET /api/societies/my — the hubs the signed-in member belongs to (spec 001 §2.2, §2.12, §7).
 * A failure throws 'Failed to fetch societies' (for logs); screens show `hubs:list.myFailed` (ADR 0042).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { hubsRoutes } from '@/contract/hubs';
import { hubsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { hubKeys } from './keys';

export const FETCH_MY_HUBS_FAILED = 'Failed to fetch societies';

export const myHubsQuery = () =>
  queryOptions({
    queryKey: hubKeys.my,
    queryFn: async () => {
      try {
        return await callPath<typeof hubsRoutes.my>(hubsPaths.my);
      } catch {
        throw new Error(FETCH_MY_HUBS_FAILED);
      }
    },
  });

export function useMyHubs() {
  return useQuery(myHubsQuery());
}
