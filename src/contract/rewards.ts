/**
 * Badges and earnings on the wire (spec 001 §7 "GET /api/user/badges"; 002 §3 "Badge", "Earnings",
 * "Transaction", §7 "GET /api/user/earnings"; docs/decisions/0029-badges-and-earnings.md). Money is rupees
 * (the spec's numbers), Brocks whole numbers, dates ISO 8601 strings.
 */
import { z } from 'zod';
import { defineRoute } from './http';

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
  badges: defineRoute({ method: 'GET', path: '/api/user/badges', response: z.array(badgeBody) }),
  earnings: defineRoute({ method: 'GET', path: '/api/user/earnings', response: earningsBody }),
} as const;
