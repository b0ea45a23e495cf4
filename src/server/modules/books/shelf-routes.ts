/**
 * Smart adding routes (spec 000 §7 "Book creation"; ADR 0031, ADR 0049), signed-in members only:
 * `POST /api/books/analyze-bookshelf` (this route alone admits a 10 MB photo; 10 per member per hour;
 * 503 when every offline reader is busy and the queue is full) and `POST /api/books/bulk-add`.
 *
 * With `Accept: application/x-ndjson` the analysis answers 200 with its progress as one JSON event a line
 * (`shelfProgressEvent`): `reading`, `matching` after each spine, then the `result` or the `error` (the
 * status and message a plain request would have got). Refusals found before reading starts (400, 413,
 * 401, 429, 503) are plain JSON answers either way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import {
  SHELF_ANALYSES_PER_HOUR,
  SHELF_BODY_LIMIT_BYTES,
  SHELF_PROGRESS_MEDIA_TYPE,
  shelfRoutes,
  type AnalyzeShelfResponse,
  type ShelfProgressEvent,
} from '@/contract/shelf';
import { requestLanguage } from '../../i18n/request-language';
import { t } from '../../i18n/t';
import { createOcrReader, readShelf, ReadersBusyError, visionProviders } from '../../integrations/vision';
import type { ReadShelfDeps, ShelfProgress } from '../../integrations/vision';
import { HttpError, localizedError } from '../../lib/http-error';
import { addRoute } from '../../lib/route';
import { currentUser } from '../../plugins/session';
import { bulkAddBooks } from './write';
import { matchSources, preparePhoto } from './shelf';

/** One hour, in ms: the window of SHELF_ANALYSES_PER_HOUR. */
export const SHELF_RATE_WINDOW_MS = 60 * 60 * 1000;

const wantsStream = (req: FastifyRequest) => (req.headers.accept ?? '').includes(SHELF_PROGRESS_MEDIA_TYPE);

/** The status and message a plain request would have been answered for `err`. */
function failure(err: unknown, req: FastifyRequest): { status: number; message: string } {
  const lng = requestLanguage(req);
  if (err instanceof ReadersBusyError) return { status: 503, message: t('books:shelf.busy', {}, lng) };
  if (err instanceof HttpError)
    return {
      status: err.status,
      message: err.localized ? t(err.localized.key, err.localized.vars, lng) : err.message,
    };
  req.log.error({ err }, 'shelf analysis failed');
  return { status: 500, message: t('common:failed', {}, lng) };
}

const toEvent = (p: ShelfProgress): ShelfProgressEvent =>
  p.stage === 'reading' ? { type: 'reading' } : { type: 'matching', done: p.done, total: p.total };

/** Streams the reading as NDJSON progress events; the answer is hijacked, so errors become an event. */
function streamReading(
  req: FastifyRequest,
  reply: FastifyReply,
  read: (deps: Pick<ReadShelfDeps, 'onProgress'>) => Promise<AnalyzeShelfResponse>,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': `${SHELF_PROGRESS_MEDIA_TYPE}; charset=utf-8`,
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = (event: ShelfProgressEvent) => {
    if (!res.writableEnded && !res.destroyed) res.write(`${JSON.stringify(event)}\n`);
  };
  read({ onProgress: (p) => send(toEvent(p)) })
    .then((result) => send({ type: 'result', result }))
    .catch((err: unknown) => send({ type: 'error', ...failure(err, req) }))
    .finally(() => res.end());
}

export async function shelfModule(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.deps;
  const providers = visionProviders(config.vision);
  const ocr = createOcrReader({ readers: config.vision.readers });
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
    handler: async (req, reply) => {
      const photo = await preparePhoto(req.body.image);
      // without providers the offline reader answers: a full queue is refused before anything starts
      if (providers.length === 0 && !ocr.hasRoom()) throw localizedError(503, 'books:shelf.busy');
      const read = (extra: Pick<ReadShelfDeps, 'onProgress'> = {}) =>
        readShelf(photo.forProviders, photo.original, {
          providers,
          timeoutMs: config.vision.timeoutMs,
          ocr,
          sources: matchSources(db, config.catalogue, currentUser(req).id),
          log: req.log,
          ...extra,
        });
      if (wantsStream(req)) {
        streamReading(req, reply, read);
        return undefined as never;
      }
      try {
        return await read();
      } catch (err) {
        if (err instanceof ReadersBusyError) throw localizedError(503, 'books:shelf.busy');
        throw err;
      }
    },
  });

  addRoute(app, shelfRoutes.bulkAdd, {
    handler: async (req) => ({
      addedCount: await bulkAddBooks(db, currentUser(req).id, req.body.books, clock.now()),
    }),
  });
}
