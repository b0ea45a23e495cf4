/**
 * Page content of the admin panel (spec 002 §2.1 "Page Content", §7): the three pages
 * (GET /api/admin/page-content) and the save call (PUT /api/admin/page-content/{pageKey}), which
 * refreshes the list and that page's public text.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentRoutes, type PageContentInput, type PageKey } from '@/contract/content';
import { call } from '@/client/lib/api';

export const adminPageContentQuery = () =>
  queryOptions({ queryKey: [contentRoutes.list.path] as const, queryFn: () => call(contentRoutes.list) });

export function useAdminPageContent() {
  return useQuery(adminPageContentQuery());
}

export function useSavePageContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageKey, body }: { pageKey: PageKey; body: PageContentInput }) =>
      call(contentRoutes.save, { params: { pageKey }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [contentRoutes.list.path] }),
  });
}
