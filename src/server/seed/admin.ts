/**
 * Demo reward definitions (spec 002 §3 "Reward definition"; ADR 0022): referral milestones the Brocks
 * Rewards tab lists on a fresh start. Only the Bonus Brocks ones are granted today.
 */
import { rewardDefinitions } from '../db/schema';
import type { SeedContext } from './index';

export const DEMO_REWARDS = [
  {
    description: 'First friend who lists a book',
    rewardType: 'bonus_earning',
    value: 10,
    requiredReferrals: 1,
    requiredBooksPerReferral: 1,
  },
  {
    description: 'Three friends with two books each',
    rewardType: 'bonus_earning',
    value: 50,
    requiredReferrals: 3,
    requiredBooksPerReferral: 2,
  },
  {
    description: 'Five active referrals',
    rewardType: 'commission_free',
    value: 7,
    requiredReferrals: 5,
    requiredBooksPerReferral: 3,
  },
  {
    description: 'Community builder badge',
    rewardType: 'badge',
    value: 1,
    requiredReferrals: 10,
    requiredBooksPerReferral: 1,
  },
] as const;

export async function seedAdmin({ db, clock, users }: SeedContext): Promise<void> {
  await db
    .insert(rewardDefinitions)
    .values(DEMO_REWARDS.map((r) => ({ ...r, createdBy: users.admin.id, createdAt: clock.now() })));
}
