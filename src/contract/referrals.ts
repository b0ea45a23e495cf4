/**
 * The referral program on the wire (spec 001 §2.13, §3 "Referral stats", "Referral list entry", §7;
 * docs/decisions/0028-referral-credit-and-commission-free-periods.md). Money in rupees.
 */
import { z } from 'zod';
import { defineRoute } from './http';

/** `GET /api/referrals/stats`: members referred, rupees earned as referrer, rank (1 + members with more referrals). */
export const referralStats = z.object({
  totalReferrals: z.number().int(),
  totalEarnings: z.number(),
  rank: z.number().int(),
});
export type ReferralStats = z.infer<typeof referralStats>;

/** One member referred: joined at `createdAt` (ISO 8601); `bonusEarned` rupees the referrer got (0 until they join a hub). */
export const referralEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  bonusEarned: z.number(),
});
export type ReferralEntry = z.infer<typeof referralEntry>;

export const referralsRoutes = {
  stats: defineRoute({ method: 'GET', path: '/api/referrals/stats', response: referralStats }),
  list: defineRoute({ method: 'GET', path: '/api/referrals/list', response: z.array(referralEntry) }),
} as const;
