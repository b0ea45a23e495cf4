/**
 * The referrals area's use cases other modules call (ADR 0016; ADR 0028): Hubshelf credit (the checkout
 * spends it, the Borrow/Buy dialog shows it) and the referral bonus (joining a hub grants it).
 */
export { creditBalanceOf, grantCredit, hasCreditAccount, lockedCreditBalance, spendCredit } from './credit';
export { grantReferralBonus } from './bonus';
export { referralCount, referralsOf, referralStatsOf } from './stats';
