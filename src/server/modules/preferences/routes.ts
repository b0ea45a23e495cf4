/**
 * HTTP routes of genre preferences and recommendations (spec 000 §7 "GET/POST
 * /api/user/genre-preferences", "GET /api/books/recommended"): signed-in members only.
 */
import type { FastifyInstance } from 'fastify';
import { preferencesRoutes } from '@/contract/preferences';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { listPreferences, recommendedBooks, savePreferences } from './service';

export async function preferencesModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, preferencesRoutes.list, {
    handler: async (req) => listPreferences(db, currentUser(req).id),
  });
  addRoute(app, preferencesRoutes.save, {
    handler: async (req) => savePreferences(db, currentUser(req).id, req.body, clock.now()),
  });
  addRoute(app, preferencesRoutes.recommended, {
    handler: async (req) => recommendedBooks(db, currentUser(req).id, clock.now()),
  });
}
