/**
 * Referral badge tiers by number of members referred (spec 001 §9 "Referral badge tiers by referral
 * count": 0 New Member, 1 Helper, 2 Silver Helper, 3 Gold Helper, 6 Platinum Helper, 10 Community
 * Champion, 20 Community Legend). Each tier starts at its count and lasts until the next one.
 */
export const REFERRAL_BADGES = [
  { from: 20, name: 'Community Legend' },
  { from: 10, name: 'Community Champion' },
  { from: 6, name: 'Platinum Helper' },
  { from: 3, name: 'Gold Helper' },
  { from: 2, name: 'Silver Helper' },
  { from: 1, name: 'Helper' },
  { from: 0, name: 'New Member' },
] as const;

/** The badge name for `referrals` members referred (a negative count reads as 0). */
export function referralBadge(referrals: number): string {
  return (REFERRAL_BADGES.find((b) => referrals >= b.from) ?? REFERRAL_BADGES.at(-1)!).name;
}
