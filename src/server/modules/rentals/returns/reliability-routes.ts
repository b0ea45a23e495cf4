/**
 * HTTP route of a member's reliability as a borrower (docs/decisions/0036-return-code-and-reliability.md):
 * signed in; the member themself or a member who lends to them.
 */
import type { FastifyInstance } from 'fastify';
import { reliabilityRoutes } from '@/contract/returns';
import { addRoute } from '../../../lib/route';
import { currentUser } from '../../../plugins/session';
import { reliabilityFor } from './reliability';

export function rentalReliabilityRoutes(app: FastifyInstance): void {
  addRoute(app, reliabilityRoutes.reliability, {
    handler: async (req) => reliabilityFor(app.deps.db, currentUser(req).id, req.params.id),
  });
}
