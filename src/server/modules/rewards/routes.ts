/**
 * HTTP routes of rewards (docs/decisions/0048-one-name-per-area.md), each for the signed-in member:
 * `GET /api/user/badges` (spec 001 §7; their own badges), `GET /api/user/earnings` (spec 002 §7; their own
 * earnings; docs/decisions/0029-badges-and-earnings.md) and `GET /api/brocks/leaderboard` (spec 002 §7;
 * docs/decisions/0027-buying-brocks-and-leaderboard.md).
 */
import type { FastifyInstance } from 'fastify';
import { leaderboardRoutes, rewardsRoutes } from '@/contract/rewards';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { listBadges } from './badges';
import { getEarnings } from './earnings';
import { leaderboard } from './leaderboard';

export async function rewardsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  addRoute(app, leaderboardRoutes.leaderboard, {
    handler: async (request) => leaderboard(db, currentUser(request).id),
  });
  addRoute(app, rewardsRoutes.badges, {
    handler: async (req) => listBadges(db, currentUser(req).id),
  });
  addRoute(app, rewardsRoutes.earnings, {
    handler: async (req) => getEarnings(db, currentUser(req).id, clock.now()),
  });
}
