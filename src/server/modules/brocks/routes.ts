/**
 * HTTP routes of the Brocks area, for signed-in members (spec 000 §7, 002 §7):
 * `GET /api/user/credits` → {balance, totalEarned, commissionFreeUntil, credit} (ADR 0028); `GET /api/user/recent-rewards` → the latest earned credits.
 */
import type { FastifyInstance } from 'fastify';
import { brocksRoutes, RECENT_REWARDS_LIMIT } from '@/contract/brocks';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { isCommissionFree } from '@/domain/commission-free';
import { paiseToRupees } from '@/domain/money';
import { creditBalanceOf } from '../referrals';
import { commissionFreeUntil, getCredits, recentRewards } from './index';

export async function brocksModule(app: FastifyInstance): Promise<void> {
  addRoute(app, brocksRoutes.credits, {
    handler: async (request) => {
      const { db, clock } = app.deps;
      const userId = currentUser(request).id;
      const [credits, until, creditPaise] = await Promise.all([
        getCredits(db, userId),
        commissionFreeUntil(db, userId),
        creditBalanceOf(db, userId),
      ]);
      return {
        ...credits,
        commissionFreeUntil: until && isCommissionFree(until, clock.now()) ? until.toISOString() : null,
        credit: paiseToRupees(creditPaise),
      };
    },
  });

  addRoute(app, brocksRoutes.recentRewards, {
    handler: async (request) => {
      const rows = await recentRewards(app.deps.db, currentUser(request).id, RECENT_REWARDS_LIMIT);
      return rows.map((r) => ({
        action: r.reason,
        credits: r.delta,
        createdAt: r.createdAt.toISOString(),
        description: r.description,
      }));
    },
  });
}
