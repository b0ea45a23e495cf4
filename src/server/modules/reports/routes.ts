/**
 * HTTP routes of reports and the moderation queue (ADR 0050): POST /api/reports for any signed-in member
 * (201 'Thanks. An administrator will review your report.'); the queue, a report's details and the decision
 * under /api/admin/reports, administrators only.
 */
import type { FastifyInstance } from 'fastify';
import { reportsRoutes } from '@/contract/reports';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { createReport } from './create';
import { decideReport } from './decide';
import { reportDetails, reportsQueue } from './queue';

export async function reportsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  const admin = 'admin' as const;

  addRoute(app, reportsRoutes.create, {
    status: 201,
    handler: async (req) => {
      const id = await createReport(db, currentUser(req).id, req.body, clock.now());
      return { id, message: t('reports:thanks', {}, requestLanguage(req)) };
    },
  });
  addRoute(app, reportsRoutes.queue, {
    auth: admin,
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reportsQueue(db, req.query.status);
    },
  });
  addRoute(app, reportsRoutes.get, {
    auth: admin,
    handler: async (req) => reportDetails(db, req.params.id, clock.now()),
  });
  addRoute(app, reportsRoutes.decide, {
    auth: admin,
    handler: async (req) => {
      await decideReport(db, currentUser(req).id, req.params.id, req.body, clock.now());
      return { message: t('reports:decided', {}, requestLanguage(req)) };
    },
  });
}
