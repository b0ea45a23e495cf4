/**
 * HTTP routes of the hubs area (spec 001 §7 /api/societies calls; 002 §7 /api/admin/society-requests).
 * Signed-in members only; the society-request calls are for administrators (403 otherwise), including
 * POST /api/notifications/{id}/respond-society (spec 002 §2.2): the review of a hub request from its
 * notification is a hubs use case, so the hubs module registers it (notifications never import hubs).
 */
import type { FastifyInstance } from 'fastify';
import { adminHubRequestsRoutes, hubsRoutes } from '@/contract/hubs';
import { notificationsRoutes } from '@/contract/notifications';
import { requestLanguage } from '../../i18n/request-language';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import * as hubs from './index';

export async function hubsModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;

  addRoute(app, hubsRoutes.list, { handler: async (req) => hubs.listHubs(db, req.query) });
  addRoute(app, hubsRoutes.available, {
    handler: async (req) => hubs.listAvailableHubs(db, currentUser(req).id, req.query.hubType),
  });
  addRoute(app, hubsRoutes.my, { handler: async (req) => hubs.listMyHubs(db, currentUser(req).id) });
  addRoute(app, hubsRoutes.create, {
    status: 201,
    handler: async (req) =>
      hubs.requestHub(db, currentUser(req), req.body, {
        now: clock.now(),
        adminEmails: config.adminEmails,
        lng: requestLanguage(req),
      }),
  });
  addRoute(app, hubsRoutes.mergeRequest, {
    status: 201,
    handler: async (req) =>
      hubs.requestMerge(db, currentUser(req).id, req.body, clock.now(), requestLanguage(req)),
  });
  addRoute(app, hubsRoutes.join, {
    handler: async (req) =>
      hubs.joinHub(db, currentUser(req).id, req.params.id, clock.now(), requestLanguage(req)),
  });
  addRoute(app, hubsRoutes.leave, {
    handler: async (req) => hubs.leaveHub(db, currentUser(req).id, req.params.id, requestLanguage(req)),
  });
  addRoute(app, hubsRoutes.members, {
    handler: async (req) => hubs.hubMembers(db, currentUser(req).id, req.params.id),
  });
  addRoute(app, hubsRoutes.stats, {
    handler: async (req) => hubs.hubStats(db, currentUser(req).id, req.params.id, clock.now()),
  });

  addRoute(app, adminHubRequestsRoutes.list, {
    auth: 'admin',
    handler: async (req) => hubs.listHubRequests(db, req.query.hubType),
  });
  addRoute(app, adminHubRequestsRoutes.review, {
    auth: 'admin',
    handler: async (req) =>
      hubs.reviewHubRequest(db, currentUser(req).id, req.body, clock.now(), requestLanguage(req)),
  });
  addRoute(app, notificationsRoutes.respondHubRequest, {
    auth: 'admin',
    handler: async (req) =>
      hubs.respondToHubRequest(
        db,
        currentUser(req).id,
        req.params.id,
        req.body,
        clock.now(),
        requestLanguage(req),
      ),
  });
}
