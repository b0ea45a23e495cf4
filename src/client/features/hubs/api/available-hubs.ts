/** GET /api/societies/available?hubType= — approved hubs with member and book counts (spec 001 §2.12, §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hubsRoutes, type HubType } from '@/contract/hubs';
import { call } from '@/client/lib/api';
import { hubKeys } from './keys';

export const availableHubsQuery = (hubType?: HubType) =>
  queryOptions({
    queryKey: hubKeys.available(hubType),
    queryFn: () => call(hubsRoutes.available, { query: { hubType } }),
  });

/** Loads only while `enabled` (the tab showing it is open). */
export function useAvailableHubs(hubType?: HubType, enabled = true) {
  return useQuery({ ...availableHubsQuery(hubType), enabled });
}
