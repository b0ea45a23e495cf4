/**
 * Referral program feature (spec 001 §2.13): the /referrals page and its calls, and the referral badge's
 * name that the profile shows.
 */
export { useReferralList, useReferralStats } from './api/referrals';
export { ReferralBadgeName } from './components/referral-badge-name';
