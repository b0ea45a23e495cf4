/**
 * HTTP routes of reviews (spec 000 §7 "GET/POST /api/books/{id}/reviews"): reading is public, writing
 * needs a signed-in member.
 */
import type { FastifyInstance } from 'fastify';
import { reviewsRoutes } from '@/contract/reviews';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { listReviews, saveReview } from './service';

export async function reviewsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.deps;

  addRoute(app, reviewsRoutes.list, {
    auth: 'public',
    handler: async (req) => listReviews(db, req.params.id, req.user?.id ?? null),
  });
  addRoute(app, reviewsRoutes.save, {
    handler: async (req) => saveReview(db, currentUser(req).id, req.params.id, req.body, clock.now()),
  });
}
