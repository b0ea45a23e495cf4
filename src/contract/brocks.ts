/**
 * Brocks credits on the wire (spec 000 §3 "Credits", §7; 002 §3 "Credits", "Recent reward", §7).
 * Brocks are whole numbers, not money.
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { brocksPaths } from './paths';

/**
 * `GET /api/user/credits`: the member's Brocks balance and everything they have earned; the end of their
 * commission-free period (ISO 8601, null when none is running) and their Hubshelf credit in rupees, for the
 * Borrow/Buy dialog (docs/decisions/0028-referral-credit-and-commission-free-periods.md).
 */
export const creditsBody = z.object({
  balance: z.number().int(),
  totalEarned: z.number().int(),
  commissionFreeUntil: z.string().nullable(),
  credit: z.number(),
});
export type CreditsBody = z.infer<typeof creditsBody>;

/**
 * One recent reward: `action` is the ledger reason (`opening_credits`, `book_upload`, `referral`, `borrow`,
 * `lend`, …, see `BROCKS_REASONS` in src/domain/brocks.ts), `credits` the Brocks earned, `createdAt` ISO 8601.
 */
export const recentReward = z.object({
  action: z.string(),
  credits: z.number().int(),
  createdAt: z.string(),
  description: z.string(),
});
export type RecentReward = z.infer<typeof recentReward>;

/** How many recent rewards `GET /api/user/recent-rewards` answers (the pages show 3 or 5). */
export const RECENT_REWARDS_LIMIT = 10;

export const brocksRoutes = {
  credits: defineRoute({ ...brocksPaths.credits, response: creditsBody }),
  recentRewards: defineRoute({
    ...brocksPaths.recentRewards,
    response: z.array(recentReward),
  }),
} as const;
