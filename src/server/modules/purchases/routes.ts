/**
 * HTTP routes of the purchases area, for signed-in members (spec 000 §7 "Payments and transactions"; 001
 * §2.11, §7): `POST /api/purchases/buy`, `GET /api/books/bought`, `GET /api/books/sold`.
 */
import type { FastifyInstance } from 'fastify';
import { purchasesRoutes } from '@/contract/purchases';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { boughtBooks, buyBook, soldBooks } from './service';

export async function purchasesModule(app: FastifyInstance): Promise<void> {
  addRoute(app, purchasesRoutes.buy, {
    handler: async (request) => buyBook(app.deps, currentUser(request).id, request.body),
  });
  addRoute(app, purchasesRoutes.bought, {
    handler: async (request) => boughtBooks(app.deps.db, currentUser(request).id),
  });
  addRoute(app, purchasesRoutes.sold, {
    handler: async (request) => soldBooks(app.deps.db, currentUser(request).id),
  });
}
