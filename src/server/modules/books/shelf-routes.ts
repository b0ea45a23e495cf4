/**
 * Smart adding routes (spec 000 §7 "Book creation"; ADR 0031), signed-in members only:
 * `POST /api/books/analyze-bookshelf` (this route alone admits a 10 MB photo; 10 per member per hour)
 * and `POST /api/books/bulk-add`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { SHELF_ANALYSES_PER_HOUR, SHELF_BODY_LIMIT_BYTES, shelfRoutes } from '@/contract/shelf';
import { createOcrReader, readShelf, visionProviders } from '../../integrations/vision';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { bulkAddBooks } from './write';
import { matchSources, preparePhoto } from './shelf';

/** One hour, in ms: the window of SHELF_ANALYSES_PER_HOUR. */
export const SHELF_RATE_WINDOW_MS = 60 * 60 * 1000;

export async function shelfModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  const providers = visionProviders(config.vision);
  const ocr = createOcrReader();
  app.addHook('onClose', () => ocr.close());

  addRoute(app, shelfRoutes.analyze, {
    bodyLimit: SHELF_BODY_LIMIT_BYTES,
    config: {
      bodyTooLargeMessage: 'books:shelf.imageTooLarge',
      rateLimitMessage: 'books:shelf.rateLimited',
      rateLimit: {
        max: SHELF_ANALYSES_PER_HOUR,
        timeWindow: SHELF_RATE_WINDOW_MS,
        hook: 'preHandler',
        keyGenerator: (req: FastifyRequest) => `shelf:${req.user?.id ?? normalizeIP(req.ip)}`,
      },
    },
    handler: async (req) => {
      const photo = await preparePhoto(req.body.image);
      return readShelf(photo.forProviders, photo.original, {
        providers,
        timeoutMs: config.vision.timeoutMs,
        ocr,
        sources: matchSources(db, config.catalogue),
        log: req.log,
      });
    },
  });

  addRoute(app, shelfRoutes.bulkAdd, {
    handler: async (req) => ({
      addedCount: await bulkAddBooks(db, currentUser(req).id, req.body.books, clock.now()),
    }),
  });
}
