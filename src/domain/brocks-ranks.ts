/**
 * What Brocks earned mean: rank tiers (spec 000 §4, 002 §4) and the reasons a Brocks ledger entry may have,
 * with their descriptions (spec 002 §4). Every Brocks amount is a whole number of Brocks.
 */

/** Rank tiers by Brocks (spec 000 §4, 002 §4): Explorer 0-99, Scholar 100+, … Emperor 10000+. */
export const BROCKS_RANKS = [
  { name: 'Explorer', min: 0 },
  { name: 'Scholar', min: 100 },
  { name: 'Master', min: 500 },
  { name: 'Legend', min: 1000 },
  { name: 'Champion', min: 5000 },
  { name: 'Emperor', min: 10000 },
] as const;
export type BrocksRankName = (typeof BROCKS_RANKS)[number]['name'];

export interface BrocksRank {
  name: BrocksRankName;
  min: number;
  /** the next tier, or null at Emperor */
  next: { name: BrocksRankName; min: number } | null;
}

/** The rank of a member holding `credits` Brocks (negative counts as 0). */
export function brocksRank(credits: number): BrocksRank {
  let i = 0;
  while (i + 1 < BROCKS_RANKS.length && credits >= BROCKS_RANKS[i + 1].min) i += 1;
  const next = BROCKS_RANKS[i + 1];
  return {
    name: BROCKS_RANKS[i].name,
    min: BROCKS_RANKS[i].min,
    next: next ? { name: next.name, min: next.min } : null,
  };
}

/**
 * Why a ledger entry exists. Earnings (spec 000 §1, §9): opening credits at registration, a book listed,
 * a referral, a borrow, a lend, an upload milestone, a package bought. Spending: a Brocks offer on a rental,
 * paying with Brocks. `refund` gives back Brocks spent on something that did not happen.
 */
export const BROCKS_REASONS = [
  'opening_credits',
  'book_upload',
  'referral',
  'borrow',
  'lend',
  'upload_milestone',
  'package_purchase',
  'offer_redeemed',
  'brocks_payment',
  'refund',
  'admin_adjustment',
  'referral_milestone',
] as const;
export type BrocksReason = (typeof BROCKS_REASONS)[number];

/** A person-readable line for each reason (recent rewards, earnings lists). */
export const BROCKS_REASON_DESCRIPTIONS: Record<BrocksReason, string> = {
  opening_credits: 'Welcome bonus for joining Hubshelf',
  book_upload: 'Listed a book',
  referral: 'Referred a new member',
  borrow: 'Borrowed a book',
  lend: 'Lent a book',
  upload_milestone: 'Upload milestone reward',
  package_purchase: 'Bought a Brocks package',
  offer_redeemed: 'Used a Brocks offer',
  brocks_payment: 'Paid with Brocks',
  refund: 'Brocks returned',
  admin_adjustment: 'Adjusted by an administrator',
  referral_milestone: 'Referral milestone reward',
};

/** Whether an entry adds to a member's total earned: any credit except a refund of spent Brocks. */
export function countsAsEarned(reason: BrocksReason, delta: number): boolean {
  return delta > 0 && reason !== 'refund';
}
