/**
 * HTTP route of buying Brocks (spec 002 §7): `POST /api/brocks/purchase` for signed-in members
 * (docs/decisions/0027-buying-brocks-and-leaderboard.md).
 */
import type { FastifyInstance } from 'fastify';
import { brocksPurchaseRoutes } from '@/contract/brocks-purchase';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { purchaseBrocks } from './service';

export async function brocksPurchaseModule(app: FastifyInstance): Promise<void> {
  addRoute(app, brocksPurchaseRoutes.purchase, {
    handler: async (request) => purchaseBrocks(app.deps, currentUser(request).id, request.body),
  });
}
