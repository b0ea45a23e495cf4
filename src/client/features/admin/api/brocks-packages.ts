/**
 * Brocks packages of the admin panel (spec 002 §2.1 "Brocks Packages", §7): the list
 * (GET /api/admin/brocks-packages) and the create, update and delete calls. Every write refreshes the
 * admin list and the public list (GET /api/brocks-packages).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brocksPackagesRoutes, type PackageInput } from '@/contract/brocks-packages';
import { call } from '@/client/lib/api';

export const adminPackagesQuery = () =>
  queryOptions({
    queryKey: [brocksPackagesRoutes.list.path] as const,
    queryFn: () => call(brocksPackagesRoutes.list),
  });

export function useAdminPackages() {
  return useQuery(adminPackagesQuery());
}

function useRefreshPackages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [brocksPackagesRoutes.list.path] }),
      queryClient.invalidateQueries({ queryKey: [brocksPackagesRoutes.publicList.path] }),
    ]);
}

/** Creates a package (`id` undefined) or replaces package `id`. */
export function useSavePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PackageInput }) =>
      id === undefined
        ? call(brocksPackagesRoutes.create, { body })
        : call(brocksPackagesRoutes.update, { params: { id }, body }),
    onSettled: refresh,
  });
}

export function useDeletePackage() {
  const refresh = useRefreshPackages();
  return useMutation({
    mutationFn: (id: number) => call(brocksPackagesRoutes.remove, { params: { id } }),
    onSettled: refresh,
  });
}
