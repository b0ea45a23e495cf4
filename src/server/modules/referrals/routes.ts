/**
 * HTTP routes of the referral program, for signed-in members (spec 001 §7): `GET /api/referrals/stats` →
 * {totalReferrals, totalEarnings, rank}; `GET /api/referrals/list` → the members the caller referred.
 */
import type { FastifyInstance } from 'fastify';
import { referralsRoutes } from '@/contract/referrals';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { referralsOf, referralStatsOf } from './index';

export async function referralsModule(app: FastifyInstance): Promise<void> {
  addRoute(app, referralsRoutes.stats, {
    handler: async (request) => referralStatsOf(app.deps.db, currentUser(request).id),
  });
  addRoute(app, referralsRoutes.list, {
    handler: async (request) => referralsOf(app.deps.db, currentUser(request).id),
  });
}
