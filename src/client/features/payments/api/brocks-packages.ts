/**
 * GET /api/brocks-packages (spec 002 §7, public): the Brocks packages for sale, cheapest first, and the
 * admin-managed header of the Buy Brocks page (GET /api/page-content/buy-brocks; nulls → built-in text).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { brocksPackagesRoutes } from '@/contract/brocks-packages';
import { contentRoutes } from '@/contract/content';
import { call } from '@/client/lib/api';

export const brocksPackagesQuery = () =>
  queryOptions({
    queryKey: [brocksPackagesRoutes.publicList.path] as const,
    queryFn: () => call(brocksPackagesRoutes.publicList),
  });

export function useBrocksPackages() {
  return useQuery(brocksPackagesQuery());
}

export function useBuyBrocksContent() {
  return useQuery({
    queryKey: [contentRoutes.get.path, 'buy-brocks'] as const,
    queryFn: () => call(contentRoutes.get, { params: { pageKey: 'buy-brocks' } }),
  });
}
