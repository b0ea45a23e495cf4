/**
 * Hubshelf credit from referrals (spec 001 §9 "Referral bonus: ₹50 credit for each side when the referee
 * joins a society", 002 §9; issue rules "Referrals"; docs/decisions/0028-referral-credit-and-commission-free-periods.md).
 * Money is integer paise.
 *
 * Credit pays automatically toward a member's next borrows and purchases: up to rental fee + platform fee −
 * Brocks discount (a purchase: price + platform fee), never the deposit, never more than the balance, and
 * it leaves either nothing or at least ₹1.00 for the member to pay (a payment provider cannot take less).
 */

/** The referral bonus each side receives when the referee joins their first hub: ₹50, in paise. */
export const REFERRAL_BONUS_PAISE = 5_000;

/** The least amount left to pay when credit does not pay everything: ₹1.00, in paise. */
export const MIN_PAYABLE_PAISE = 100;

/**
 * The credit (paise) applied to a total of `totalPaise` of which at most `capPaise` may be paid by credit
 * (the deposit is outside the cap), for a member holding `balancePaise`. The result `c` satisfies
 * 0 ≤ c ≤ min(balance, cap, total) and total − c is 0 or ≥ ₹1.00. Throws `RangeError` on a negative or
 * fractional amount.
 */
export function creditToApply(totalPaise: number, capPaise: number, balancePaise: number): number {
  for (const [name, v] of [
    ['totalPaise', totalPaise],
    ['capPaise', capPaise],
    ['balancePaise', balancePaise],
  ] as const)
    if (!Number.isSafeInteger(v) || v < 0)
      throw new RangeError(`${name} must be a non-negative whole number of paise, got ${v}`);
  let credit = Math.min(balancePaise, capPaise, totalPaise);
  const left = totalPaise - credit;
  if (left > 0 && left < MIN_PAYABLE_PAISE) credit = Math.max(0, totalPaise - MIN_PAYABLE_PAISE);
  return credit;
}

/** The sides of a referral bonus: the member who referred and the member referred. */
export const REFERRAL_SIDES = ['referrer', 'referee'] as const;
export type ReferralSide = (typeof REFERRAL_SIDES)[number];

/** The money-ledger reference of the bonus of `side` for the referee `refereeId`: unique per referee and side. */
export const referralBonusReference = (refereeId: number, side: ReferralSide): string =>
  `referral:${refereeId}:${side}`;
