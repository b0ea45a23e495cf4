/**
 * GET / POST /api/admin/settings — the Platform Settings tab (spec 002 §2.1, §7). Saving refreshes the
 * admin and member copies of the settings and the audit list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type PlatformSettingsFormOutput } from '@/contract/admin';
import { settingsRoutes } from '@/contract/settings';
import { call } from '@/client/lib/api';
import { settingsAuditKey } from './settings-audit';

export const adminPlatformSettingsQuery = () =>
  queryOptions({ queryKey: [adminRoutes.settings.path], queryFn: () => call(adminRoutes.settings) });

export const useAdminPlatformSettings = () => useQuery(adminPlatformSettingsQuery());

export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlatformSettingsFormOutput) => call(adminRoutes.updateSettings, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [adminRoutes.settings.path] }),
        queryClient.invalidateQueries({ queryKey: [settingsRoutes.platform.path] }),
        queryClient.invalidateQueries({ queryKey: settingsAuditKey('platform') }),
      ]),
  });
}
