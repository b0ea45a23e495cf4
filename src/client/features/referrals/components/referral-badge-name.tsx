/**
 * A referral badge's name in the current language (spec 001 §9 "Referral badge tiers"; ADR 0042): the
 * tier for a referral count (`referralBadge`, src/domain/referral-badge.ts) as `referrals:badges.<tier>`.
 * Shown on /referrals and on the profile header.
 */
import { useTranslation } from 'react-i18next';
import { referralBadge } from '@/domain/referral-badge';

/** The catalogue key of a tier name: 'Gold Helper' → `badges.goldHelper`. */
export function badgeKey(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  return `badges.${first.toLowerCase()}${rest.map((w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase()).join('')}`;
}

/** The badge name of a tier (`name`) or of a referral count (`referrals`). */
export function ReferralBadgeName(props: { referrals: number } | { name: string }) {
  const { t } = useTranslation('referrals');
  return <>{t(badgeKey('name' in props ? props.name : referralBadge(props.referrals)))}</>;
}
