/**
 * HTTP routes of availability alerts (spec 000 §7 "GET/POST/DELETE /api/books/{bookId}/availability-alert";
 * docs/decisions/0025-availability-alerts-hold-queue.md). All signed in.
 */
import type { FastifyInstance } from 'fastify';
import { alertsRoutes } from '@/contract/alerts';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { cancelAlert, getAlert, setAlert } from './service';

export async function alertsModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  addRoute(app, alertsRoutes.get, {
    handler: async (req) => getAlert(deps.db, currentUser(req).id, req.params.id),
  });
  addRoute(app, alertsRoutes.set, {
    handler: async (req) => setAlert(deps.db, currentUser(req).id, req.params.id, deps.clock.now()),
  });
  addRoute(app, alertsRoutes.remove, {
    handler: async (req) => cancelAlert(deps, currentUser(req).id, req.params.id),
  });
}
