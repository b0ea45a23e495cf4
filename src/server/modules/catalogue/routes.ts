/**
 * HTTP routes of catalogue lookups (signed-in members): `GET /api/catalogue/isbn/{isbn}` (the client's
 * automatic ISBN lookup goes through the server) and `POST /api/books/find-isbn` (spec 000 §7).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueRoutes } from '@/contract/catalogue';
import { addRoute } from '../../lib/route';
import { catalogueByIsbn, findIsbn, type LookupDeps } from './service';

export async function catalogueModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  const deps = (req: FastifyRequest): LookupDeps => ({
    db,
    urls: config.catalogue,
    now: clock.now(),
    log: req.log,
  });

  addRoute(app, catalogueRoutes.isbn, {
    handler: async (req) => catalogueByIsbn(deps(req), req.params.isbn),
  });
  addRoute(app, catalogueRoutes.findIsbn, { handler: async (req) => findIsbn(deps(req), req.body) });
}
