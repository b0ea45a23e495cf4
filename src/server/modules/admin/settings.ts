/**
 * Platform and Brocks settings as the administrator edits them (spec 002 §3, §5, §7; ADR 0022). Each write
 * goes through `writeAudited`: only keys whose value in force changes are stored, each with an audit row,
 * in one transaction.
 */
import {
  BROCKS_SETTING_RULES,
  BROCKS_STORAGE_KEYS,
  brocksSettingsFrom,
  brocksSettingsFromForm,
  brocksSettingsToStored,
  type BrocksSettingsForm,
} from '@/domain/brocks';
import { rupeesToPaise } from '@/domain/money';
import {
  PLATFORM_SETTING_KEYS,
  platformSettingsFrom,
  platformSettingsToStored,
  type PlatformSettings,
} from '@/domain/settings';
import {
  RUPEES_PER_CREDIT_KEY,
  type PlatformSettingsFormOutput,
  type RewardSettingsList,
  type RewardValues,
} from '@/contract/admin';
import type { Db } from '../../db/client';
import { getBrocksSettings } from '../settings';
import { writeAudited } from './audit';

/** Stores the Platform Settings form (rupees → paise); answers the number of changed keys. */
export async function updatePlatformSettings(
  db: Db,
  adminId: number,
  form: PlatformSettingsFormOutput,
  now: Date,
): Promise<number> {
  const next: PlatformSettings = {
    commissionRate: form.commissionRate,
    securityDepositPaise: rupeesToPaise(form.securityDeposit),
    minApartments: form.minApartments,
    maxRentalDays: form.maxRentalDays,
    extensionFeePerDayPaise: rupeesToPaise(form.extensionFeePerDay),
  };
  return db.transaction((tx) =>
    writeAudited(
      tx,
      adminId,
      Object.values(PLATFORM_SETTING_KEYS),
      (stored) => ({
        before: platformSettingsToStored(platformSettingsFrom(stored)),
        after: platformSettingsToStored(next),
      }),
      now,
    ),
  );
}

/** Stores the validated Brocks settings form; answers the number of changed keys. */
export async function updateBrocksSettings(
  db: Db,
  adminId: number,
  form: BrocksSettingsForm,
  now: Date,
): Promise<number> {
  const next = brocksSettingsFromForm(form);
  return db.transaction((tx) =>
    writeAudited(
      tx,
      adminId,
      BROCKS_STORAGE_KEYS,
      (stored) => ({
        before: brocksSettingsToStored(brocksSettingsFrom(stored)),
        after: brocksSettingsToStored(next),
      }),
      now,
    ),
  );
}

/**
 * `GET /api/admin/rewards/settings` (spec 002 §3): the 16 Brocks settings in force, keyed as the POST sends
 * them (brocks per rupee as `rupees_per_credit_conversion` = 1 / value, the credit value in rupees).
 */
export async function rewardSettingsList(db: Db): Promise<RewardSettingsList> {
  const s = await getBrocksSettings(db);
  return (Object.keys(BROCKS_SETTING_RULES) as (keyof typeof BROCKS_SETTING_RULES)[]).map((field) => {
    const key = BROCKS_SETTING_RULES[field].key;
    if (field === 'brocksPerRupee')
      return { settingKey: RUPEES_PER_CREDIT_KEY, settingValue: String(1 / s[field]) };
    if (field === 'creditValuePaise') return { settingKey: key, settingValue: String(s[field] / 100) };
    return { settingKey: key, settingValue: String(s[field]) };
  });
}

/** `GET /api/admin/platform-settings` (spec 002 §3 "Platform settings for rewards"; ADR 0029): reward values. */
export async function rewardValues(db: Db): Promise<RewardValues> {
  const s = await getBrocksSettings(db);
  return {
    referralReward: s.creditsPerReferral,
    uploadReward: s.creditsPerBookUpload,
    bookUploadReward: s.creditsPerBookUpload,
    borrowReward: s.creditsPerBorrow,
    lendReward: s.creditsPerLend,
    openingCredits: s.openingCredits,
    upload10Reward: s.upload10Reward,
    upload20Reward: s.upload20Reward,
    upload30Reward: s.upload30Reward,
    silverReferrals: s.silverReferrals,
    goldReferrals: s.goldReferrals,
    platinumReferrals: s.platinumReferrals,
    creditsToRupeesRate: s.creditsToRupeesRate,
    creditsToCommissionFreeRate: s.creditsToCommissionFreeRate,
    brocksPerRupee: s.brocksPerRupee,
  };
}
