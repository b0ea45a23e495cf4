/** GET /api/admin/stats — the four stat cards (spec 002 §2.1), administrators only. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@/contract/admin';
import { call } from '@/client/lib/api';

export const adminStatsQuery = () =>
  queryOptions({ queryKey: [adminRoutes.stats.path], queryFn: () => call(adminRoutes.stats) });

export const useAdminStats = () => useQuery(adminStatsQuery());
