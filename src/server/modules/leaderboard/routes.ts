/**
 * HTTP route of the Brocks leaderboard (spec 002 §7): `GET /api/brocks/leaderboard` for signed-in members.
 */
import type { FastifyInstance } from 'fastify';
import { leaderboardRoutes } from '@/contract/leaderboard';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { leaderboard } from './service';

export async function leaderboardModule(app: FastifyInstance): Promise<void> {
  addRoute(app, leaderboardRoutes.leaderboard, {
    handler: async (request) => leaderboard(app.deps.db, currentUser(request).id),
  });
}
