/**
 * HTTP routes of the rentals area (spec 000 §7 "Payments and transactions"; 001 §7):
 * `POST /api/rentals/borrow` (signed in). The borrowed, lent and active lists and the return and
 * extension lifecycle are added by the rentals lifecycle issue.
 */
import type { FastifyInstance } from 'fastify';
import { rentalsRoutes } from '@/contract/rentals';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { borrowBook } from './service';

export async function rentalsModule(app: FastifyInstance): Promise<void> {
  addRoute(app, rentalsRoutes.borrow, {
    handler: async (request) => borrowBook(app.deps, currentUser(request).id, request.body),
  });
}
