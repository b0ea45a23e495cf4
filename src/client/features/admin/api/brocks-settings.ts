/**
 * GET /api/admin/rewards/settings and POST /api/admin/brocks-settings — the Brocks Rewards form (spec 002
 * §3, §7). The form holds brocks_per_rupee; the wire carries rupees_per_credit_conversion = 1 / value.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, RUPEES_PER_CREDIT_KEY } from '@/contract/admin';
import { settingsRoutes } from '@/contract/settings';
import type { BrocksSettingsForm } from '@/domain/brocks';
import { call } from '@/client/lib/api';
import { settingsAuditKey } from './settings-audit';

export const rewardSettingsQuery = () =>
  queryOptions({
    queryKey: [adminRoutes.rewardSettings.path],
    queryFn: () => call(adminRoutes.rewardSettings),
  });

export const useRewardSettings = () => useQuery(rewardSettingsQuery());

/** The form's values from the settings list (rupees_per_credit_conversion read back as Brocks per rupee). */
export function formFromSettingsList(
  list: { settingKey: string; settingValue: string }[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const { settingKey, settingValue } of list) {
    if (settingKey === RUPEES_PER_CREDIT_KEY) out.brocks_per_rupee = Math.round(1 / Number(settingValue));
    else out[settingKey] = Number(settingValue);
  }
  return out;
}

/** The wire body for a validated form (brocks_per_rupee sent as its inverse). */
export function wireFromForm(form: BrocksSettingsForm): Record<string, number> {
  const { brocks_per_rupee, ...rest } = form;
  return { ...rest, [RUPEES_PER_CREDIT_KEY]: 1 / brocks_per_rupee };
}

export function useUpdateBrocksSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: BrocksSettingsForm) =>
      call(adminRoutes.updateBrocksSettings, { body: wireFromForm(form) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [adminRoutes.rewardSettings.path] }),
        queryClient.invalidateQueries({ queryKey: [settingsRoutes.brocksConversionRates.path] }),
        queryClient.invalidateQueries({ queryKey: [settingsRoutes.conversionRates.path] }),
        queryClient.invalidateQueries({ queryKey: settingsAuditKey('brocks') }),
      ]),
  });
}
