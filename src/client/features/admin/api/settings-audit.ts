/** GET /api/admin/settings/audit?group= — the last 20 changes of one tab's settings (ADR 0022). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@/contract/admin';
import { call } from '@/client/lib/api';

export type AuditGroup = 'platform' | 'brocks';

export const settingsAuditKey = (group: AuditGroup) => [adminRoutes.settingsAudit.path, group] as const;

export const settingsAuditQuery = (group: AuditGroup) =>
  queryOptions({
    queryKey: settingsAuditKey(group),
    queryFn: () => call(adminRoutes.settingsAudit, { query: { group } }),
  });

export const useSettingsAudit = (group: AuditGroup) => useQuery(settingsAuditQuery(group));
