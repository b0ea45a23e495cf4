/**
 * Request ids (ADR 0053): each request's id is the caller's `X-Request-Id` when it is a sane token (1–128
 * characters of letters, digits and `-_.:`; a load balancer's or another service's id), else a new UUID.
 * Every response echoes it as `X-Request-Id`, including hijacked ones (event streams). Every log line
 * written while the request is handled carries it as `reqId`: Fastify's request logger binds it, and
 * `requestLogMixin` adds it to lines written through `app.log` by services the request calls.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const currentRequestId = new AsyncLocalStorage<string>();

/** The id for an incoming request: its sane `X-Request-Id`, else a random UUID. */
export function requestIdFor(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/** Fastify options: ids from `requestIdFor`, never the raw header. */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdFor } as const;

/**
 * A pino mixin: `{ reqId }` of the request being handled, for lines logged outside its own logger;
 * nothing when the logger already binds one (Fastify's request logger) or no request is in progress.
 */
export function requestLogMixin(
  _merge: object,
  _level: number,
  logger?: { bindings(): Record<string, unknown> },
): { reqId?: string } {
  const reqId = currentRequestId.getStore();
  if (!reqId || (logger && 'reqId' in logger.bindings())) return {};
  return { reqId };
}

export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    currentRequestId.run(request.id, done);
  });
  // A request body is read in the socket's context, not the request's: enter it again before the
  // handler (as @fastify/request-context does).
  app.addHook('preValidation', (request, _reply, done) => currentRequestId.run(request.id, done));
});
