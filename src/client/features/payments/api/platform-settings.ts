/**
 * GET /api/platform/settings (spec 000 §3 "Platform settings", §7; 001 §7): commissionRate (percent),
 * securityDeposit (rupees) and the other platform values. The one query refetched every 30 s and on
 * window focus (spec 000 §1, §7), so a price on screen follows an administrator's change.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsRoutes } from '@/contract/settings';
import { call } from '@/client/lib/api';

/** Refetch period of the platform settings, ms (spec 000 §7). */
export const PLATFORM_SETTINGS_REFETCH_MS = 30_000;

export const platformSettingsQuery = () =>
  queryOptions({
    queryKey: [settingsRoutes.platform.path],
    queryFn: () => call(settingsRoutes.platform),
    refetchInterval: PLATFORM_SETTINGS_REFETCH_MS,
    // 'always': the app's data never goes stale, and a plain `true` refetches only stale data.
    refetchOnWindowFocus: 'always',
  });

export function usePlatformSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...platformSettingsQuery(), ...options });
}
