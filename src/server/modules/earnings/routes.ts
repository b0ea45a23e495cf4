/** HTTP route of earnings (spec 002 §7 "GET /api/user/earnings"): the signed-in member's own earnings. */
import type { FastifyInstance } from 'fastify';
import { rewardsRoutes } from '@/contract/rewards';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { getEarnings } from './service';

export async function earningsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  addRoute(app, rewardsRoutes.earnings, {
    handler: async (req) => getEarnings(db, currentUser(req).id, clock.now()),
  });
}
