/** Referral program feature (spec 001 §2.13): the /referrals page and its calls. */
export { useReferralList, useReferralStats } from './api/referrals';
