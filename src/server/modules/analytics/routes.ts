/** HTTP route of the admin analytics (spec 002 §2.1 "Analytics"): administrators only (401 / 403). */
import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from '@/contract/analytics';
import { addRoute } from '../../lib/route';
import { getAnalytics } from './service';

export async function analyticsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;
  addRoute(app, analyticsRoutes.get, { auth: 'admin', handler: async () => getAnalytics(db, clock.now()) });
}
