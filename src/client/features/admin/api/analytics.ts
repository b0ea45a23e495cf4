/** GET /api/admin/analytics — 12 weeks of activity and the top hubs (spec 002 §2.1 "Analytics"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsRoutes } from '@/contract/analytics';
import { call } from '@/client/lib/api';

export const analyticsQuery = () =>
  queryOptions({ queryKey: [analyticsRoutes.get.path] as const, queryFn: () => call(analyticsRoutes.get) });

export function useAnalytics() {
  return useQuery(analyticsQuery());
}
