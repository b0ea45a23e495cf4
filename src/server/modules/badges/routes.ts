/** HTTP route of badges (spec 001 §7 "GET /api/user/badges"): the signed-in member's own badges. */
import type { FastifyInstance } from 'fastify';
import { rewardsRoutes } from '@/contract/rewards';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { listBadges } from './service';

export async function badgesModule(app: FastifyInstance): Promise<void> {
  addRoute(app, rewardsRoutes.badges, {
    handler: async (req) => listBadges(app.deps.db, currentUser(req).id),
  });
}
