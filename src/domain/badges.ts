/**
 * Member badges (issue rules "Badges"; spec 001 §2.2 "badge chips", §3 "Badge: badgeType"; 002 §3 "Badge:
 * badgeType, createdAt", §4 "Badge ladder by referral count: Bronze 1+, Silver 5+, Gold 10+, Platinum 15+").
 * A badge is earned once per member and type: referral badges at 1 and the `silver_referrals`,
 * `gold_referrals` and `platinum_referrals` settings (defaults 5, 10, 15) members referred; upload badges
 * at 10, 20 and 30 books listed (not deleted). docs/decisions/0029-badges-and-earnings.md.
 */

export const BADGE_TYPES = [
  'referral_bronze',
  'referral_silver',
  'referral_gold',
  'referral_platinum',
  'upload_10',
  'upload_20',
  'upload_30',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** Members referred for the Bronze referral badge (spec 002 §4: Bronze 1+). */
export const BRONZE_REFERRALS = 1;
/** Books listed for the three upload badges (the upload milestones, issue rules "Upload milestones"). */
export const UPLOAD_BADGE_BOOKS = { upload_10: 10, upload_20: 20, upload_30: 30 } as const;

/** The referral thresholds of the Brocks settings (whole numbers of members referred, each ≥ 1). */
export interface BadgeThresholds {
  silverReferrals: number;
  goldReferrals: number;
  platinumReferrals: number;
}

/** A badge's name as members read it (chips, badge grid, the badge_earned notification). */
export const BADGE_LABELS: Record<BadgeType, string> = {
  referral_bronze: 'Bronze Referrer',
  referral_silver: 'Silver Referrer',
  referral_gold: 'Gold Referrer',
  referral_platinum: 'Platinum Referrer',
  upload_10: '10 Books Shared',
  upload_20: '20 Books Shared',
  upload_30: '30 Books Shared',
};

/** The label of a stored badge type; an unknown type reads as itself. */
export function badgeLabel(type: string): string {
  return (BADGE_LABELS as Record<string, string>)[type] ?? type;
}

/** What earns each badge: a count of members referred or of books listed, and the threshold. */
export function badgeRequirements(
  t: BadgeThresholds,
): { type: BadgeType; counts: 'referrals' | 'books'; atLeast: number }[] {
  return [
    { type: 'referral_bronze', counts: 'referrals', atLeast: BRONZE_REFERRALS },
    { type: 'referral_silver', counts: 'referrals', atLeast: t.silverReferrals },
    { type: 'referral_gold', counts: 'referrals', atLeast: t.goldReferrals },
    { type: 'referral_platinum', counts: 'referrals', atLeast: t.platinumReferrals },
    { type: 'upload_10', counts: 'books', atLeast: UPLOAD_BADGE_BOOKS.upload_10 },
    { type: 'upload_20', counts: 'books', atLeast: UPLOAD_BADGE_BOOKS.upload_20 },
    { type: 'upload_30', counts: 'books', atLeast: UPLOAD_BADGE_BOOKS.upload_30 },
  ];
}

/**
 * Every badge a member with `referrals` members referred and `books` books listed has reached, in
 * `BADGE_TYPES` order. Reaching one later threshold implies nothing about the others: each is checked.
 */
export function badgesReached(counts: { referrals: number; books: number }, t: BadgeThresholds): BadgeType[] {
  return badgeRequirements(t)
    .filter((r) => counts[r.counts] >= r.atLeast)
    .map((r) => r.type);
}
