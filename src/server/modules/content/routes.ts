/**
 * HTTP routes of page content (spec 002 §7): `GET /api/page-content/{pageKey}` is public (the welcome
 * slides and landing page read it before sign-in); the `/api/admin/page-content` calls are for
 * administrators (401 signed out, 403 for members).
 */
import type { FastifyInstance } from 'fastify';
import { contentRoutes } from '@/contract/content';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { getPageContent, listPageContent, savePageContent } from './service';

export async function contentModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, contentRoutes.get, {
    auth: 'public',
    handler: async (req) => getPageContent(db, req.params.pageKey),
  });
  addRoute(app, contentRoutes.list, { auth: 'admin', handler: async () => listPageContent(db) });
  addRoute(app, contentRoutes.save, {
    auth: 'admin',
    handler: async (req) =>
      savePageContent(db, req.params.pageKey, req.body, currentUser(req).id, clock.now()),
  });
}
