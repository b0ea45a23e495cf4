/**
 * Registers a route declared in `src/contract/` on a Fastify app, with its zod schemas for params, query,
 * body and the 200 response, and an access rule. Routes are signed-in only unless `auth: 'public'`.
 *
 * Example:
 *   addRoute(app, booksRoutes.get, { auth: 'public', handler: async (req) => service.get(req.params.id) });
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { RouteDef } from '@/contract/http';
import { errorBody } from '@/contract/http';
import { requireAdmin, requireUser } from '../plugins/session';
import { errorStatuses, routeDocs } from './route-docs';

type Out<T> = T extends z.ZodType ? z.output<T> : unknown;

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Body: Out<R['body']>;
  Querystring: Out<R['query']>;
  Params: Out<R['params']>;
}>;

export interface RouteOptions<R extends RouteDef> {
  /** 'user' (default): 401 when signed out. 'admin': also 403 for non-admins. 'public': anyone. */
  auth?: 'user' | 'admin' | 'public';
  /** Success status (default 200). */
  status?: number;
  /** Per-route config, e.g. `{ rateLimit: { max: 10, timeWindow: '1 minute' } }`. */
  config?: RouteShorthandOptions['config'];
  /** The route writes an upload to the file store: its document lists 507 (ADR 0055). */
  storesFiles?: boolean;
  /** Largest body this route admits (bytes), instead of the app's default; larger → 413. */
  bodyLimit?: number;
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<z.output<R['response']>>;
}

export function addRoute<R extends RouteDef>(app: FastifyInstance, def: R, options: RouteOptions<R>): void {
  const auth = options.auth ?? 'user';
  const status = options.status ?? 200;
  app.route({
    method: def.method,
    url: def.path,
    config: options.config,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Access is checked before validation, so a signed-out caller gets 401 whatever the body.
    preValidation: auth === 'admin' ? requireAdmin : auth === 'user' ? requireUser : undefined,
    schema: {
      ...routeDocs(def, auth),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: {
        [status]: def.response,
        ...Object.fromEntries(errorStatuses(def, auth, options.storesFiles).map((code) => [code, errorBody])),
        '4xx': errorBody,
      },
    },
    handler: async (request, reply) => {
      const result = await options.handler(request as RouteRequest<R>, reply);
      if (reply.sent) return reply;
      return reply.status(status).send(result);
    },
  });
}
