/** GET /api/admin/society-requests — pending hub requests of every type, administrators only (spec 002 §2.1, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminHubRequestsRoutes } from '@/contract/hubs';
import { call } from '@/client/lib/api';

export const hubRequestsQueryKey = [adminHubRequestsRoutes.list.path] as const;

export const hubRequestsQuery = () =>
  queryOptions({ queryKey: hubRequestsQueryKey, queryFn: () => call(adminHubRequestsRoutes.list) });

/** Pending requests; pass `enabled: false` for members (the call answers 403 to them). */
export function useHubRequests(enabled = true) {
  return useQuery({ ...hubRequestsQuery(), enabled });
}
