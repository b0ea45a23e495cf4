/**
 * Rewards on the wire (docs/decisions/0048-one-name-per-area.md): badges and earnings (spec 001 §7
 * "GET /api/user/badges"; 002 §3 "Badge", "Earnings", "Transaction", §7 "GET /api/user/earnings";
 * docs/decisions/0029-badges-and-earnings.md) and the Brocks leaderboard (spec 000 §3 "Leaderboard entry", §4;
 * 001 §2.2, §2.14; 002 §3, §7 `GET /api/brocks/leaderboard`; docs/decisions/0027-buying-brocks-and-leaderboard.md).
 * Money is rupees (the spec's numbers), Brocks whole numbers, dates ISO 8601 strings.
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { rewardsPaths } from './paths';

/** One badge the member earned: `badgeType` is a `BadgeType` of src/domain/badges.ts. */
export const badgeBody = z.object({ badgeType: z.string(), createdAt: z.string() });
export type BadgeBody = z.infer<typeof badgeBody>;

/** One transaction of an earnings list; `amount` is rupees (money) or Brocks. */
export const earningsTransaction = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.number(),
  description: z.string(),
  createdAt: z.string(),
  bookTitle: z.string().nullable(),
  buyerName: z.string().nullable(),
  borrowerName: z.string().nullable(),
  sellerName: z.string().nullable(),
  lenderName: z.string().nullable(),
  source: z.string(),
});
export type EarningsTransactionBody = z.infer<typeof earningsTransaction>;

const side = {
  earned: z.number(),
  spent: z.number(),
  netWorth: z.number(),
  /** newest first, at most 100 */
  earningTransactions: z.array(earningsTransaction),
  spendingTransactions: z.array(earningsTransaction),
};

export const earningsBody = z.object({
  money: z.object({
    ...side,
    /** the last 12 months, oldest first, `month` as YYYY-MM (India Standard Time), rupees */
    monthly: z.array(z.object({ month: z.string(), earned: z.number(), spent: z.number() })),
    /** deposits, apart: neither earned nor spent (rupees) */
    deposits: z.object({
      held: z.number(),
      refunded: z.number(),
      applied: z.number(),
      holding: z.number(),
      transactions: z.array(earningsTransaction),
    }),
  }),
  brocks: z.object(side),
});
export type EarningsBody = z.infer<typeof earningsBody>;

export const rewardsRoutes = {
  badges: defineRoute({ ...rewardsPaths.badges, response: z.array(badgeBody) }),
  earnings: defineRoute({ ...rewardsPaths.earnings, response: earningsBody }),
} as const;

/** How many members the leaderboard lists; the caller's own entry is added when they are further down. */
export const LEADERBOARD_SIZE = 50;

/**
 * One member of the leaderboard: members are ranked by Brocks balance, then total earned, then the earliest
 * account. Name and picture only, no contact details (ADR 0027).
 */
export const leaderboardEntry = z.object({
  userId: z.number().int(),
  /** 1 for the top member; ranks are distinct (ties broken by total earned, then the earliest account) */
  rank: z.number().int(),
  name: z.string(),
  /** Brocks balance */
  credits: z.number().int(),
  totalEarned: z.number().int(),
  /** the member's avatar path, or null: lists show it, else initials (spec 001 §2.15; ADR 0027) */
  profilePicture: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

export const leaderboardRoutes = {
  /** The top `LEADERBOARD_SIZE`, then the caller's own entry when outside them. Signed-in members. */
  leaderboard: defineRoute({
    ...rewardsPaths.leaderboard,
    response: z.array(leaderboardEntry),
  }),
} as const;
