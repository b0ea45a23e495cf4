/**
 * What the admin panel's forms and cards hold (spec 002 §2.1): the stat cards, the platform settings
 * fields and the Brocks Rewards groups, in display order. Their words are in the `admin` catalogue
 * (ADR 0042), under `stats.*`, `platform.fields.*` and `brocks.groups.*` / `brocks.settings.*`.
 */
import type { AdminStats } from '@/contract/admin';
import type { PlatformSettingsBody } from '@/contract/settings';

export const STAT_CARDS: (keyof AdminStats)[] = [
  'totalUsers',
  'totalBooks',
  'totalSocieties',
  'activeRentals',
];

export const PLATFORM_FIELDS: { name: keyof PlatformSettingsBody; step: string }[] = [
  { name: 'commissionRate', step: '0.01' },
  { name: 'securityDeposit', step: '0.01' },
  { name: 'minApartments', step: '1' },
  { name: 'maxRentalDays', step: '1' },
  { name: 'extensionFeePerDay', step: '0.01' },
];

/** The Brocks Rewards form's groups (spec 002 §2.1 "earning, converting and legacy settings"). */
export const BROCKS_GROUPS: { id: 'earning' | 'converting' | 'legacy'; keys: string[] }[] = [
  {
    id: 'earning',
    keys: [
      'credits_per_book_upload',
      'credits_per_referral',
      'credits_per_borrow',
      'credits_per_lend',
      'opening_credits',
      'silver_referrals',
      'gold_referrals',
      'platinum_referrals',
      'upload_10_reward',
      'upload_20_reward',
      'upload_30_reward',
    ],
  },
  {
    id: 'converting',
    keys: ['credits_for_commission_free_days', 'credits_for_rupees_conversion', 'brocks_per_rupee'],
  },
  { id: 'legacy', keys: ['commission_free_days_per_conversion', 'credit_value_rupees'] },
];

/** The catalogue key of a stored setting: 'upload_10_reward' → 'upload10Reward'. */
export const settingKey = (key: string): string =>
  key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The catalogue key of a page key: 'welcome-screen' → 'welcomeScreen'. */
export const pageKey = (key: string): string => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
