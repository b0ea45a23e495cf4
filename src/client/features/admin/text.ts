/**
 * The admin panel's own words (spec 002 §2.1): tab names, stat card titles, field labels and the settings
 * groups. Messages shared with the server are in `src/contract/admin.ts`.
 */
import type { AdminStats, RewardType } from '@/contract/admin';
import type { PlatformSettingsBody } from '@/contract/settings';

export const STAT_CARDS: { key: keyof AdminStats; label: string }[] = [
  { key: 'totalUsers', label: 'Total Users' },
  { key: 'totalBooks', label: 'Total Books' },
  { key: 'totalSocieties', label: 'Total Societies' },
  { key: 'activeRentals', label: 'Active Rentals' },
];

export const PLATFORM_FIELDS: {
  name: keyof PlatformSettingsBody;
  label: string;
  hint: string;
  step: string;
}[] = [
  {
    name: 'commissionRate',
    label: 'Commission rate (%)',
    hint: '0–100; charged on rental fees',
    step: '0.01',
  },
  { name: 'securityDeposit', label: 'Security deposit (₹)', hint: 'Refundable, per rental', step: '0.01' },
  { name: 'minApartments', label: 'Minimum apartments', hint: 'For a new society', step: '1' },
  { name: 'maxRentalDays', label: 'Max rental days', hint: '1–365', step: '1' },
  {
    name: 'extensionFeePerDay',
    label: 'Extension fee per day (₹)',
    hint: 'Cap on the daily fee of an extension',
    step: '0.01',
  },
];

/** The Brocks Rewards form's groups (spec 002 §2.1 "earning, converting and legacy settings"). */
export const BROCKS_GROUPS: { title: string; description: string; keys: string[] }[] = [
  {
    title: 'Earning',
    description: 'Brocks members earn for what they do.',
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
    title: 'Converting',
    description: 'What Brocks are worth when members spend them.',
    keys: ['credits_for_commission_free_days', 'credits_for_rupees_conversion', 'brocks_per_rupee'],
  },
  {
    title: 'Legacy',
    description: 'Kept for older clients; these price nothing today.',
    keys: ['commission_free_days_per_conversion', 'credit_value_rupees'],
  },
];

export const REWARD_TYPE_UNITS: Record<RewardType, (value: number) => string> = {
  bonus_earning: (v) => `${v} Brocks`,
  commission_free: (v) => `${v} commission-free ${v === 1 ? 'day' : 'days'}`,
  badge: (v) => `Badge level ${v}`,
};
