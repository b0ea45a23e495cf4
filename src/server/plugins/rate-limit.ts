/**
 * Rate limits on sign-in, sign-up and password-reset requests (ARCHITECTURE §3; ADR 0007), through
 * @fastify/rate-limit. Not global: a route opts in with `config: authRateLimit(app, key, message)`.
 * The limit is `AUTH_RATE_LIMIT` attempts per client per minute (default 10). Counters live in Redis when
 * `REDIS_URL` is set, else in PostgreSQL when `DATABASE_URL` is set, so several instances share them
 * (ARCHITECTURE §1, ADR 0037); only the embedded single-process mode keeps them in memory. The start-up
 * log names the store.
 * Beyond the limit the answer is 429 `{ message }` with the route's own message (a catalogue key, in the
 * caller's language; the `rateLimit` keys of the server's `common` catalogue) and a `retry-after` header
 * (seconds).
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { t, type MessageKey } from '../i18n/t';
import { localizedError } from '../lib/http-error';
import { postgresRateLimitStore } from './rate-limit-store';

/** The 429 message of a limited route that names none of its own. */
export const TOO_MANY_REQUESTS = t('common:tooManyRequests');

/** One minute, in ms: the window AUTH_RATE_LIMIT counts over. */
export const AUTH_RATE_WINDOW_MS = 60_000;

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl } = app.deps.config;
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: true });
    // Log a Redis outage once (ioredis keeps retrying every ≤2 s), and its end.
    let down = false;
    redis.on('error', (err) => {
      if (!down)
        app.log.warn(
          { err },
          'rate-limit store (Redis) unreachable; sign-in attempts are not limited meanwhile',
        );
      down = true;
    });
    redis.on('ready', () => {
      if (down) app.log.info('rate-limit store (Redis) reachable again');
      down = false;
    });
    const client = redis;
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
  }
  const { database } = app.deps;
  const store = redis
    ? undefined
    : database.kind === 'postgres'
      ? postgresRateLimitStore(database.db)
      : undefined;
  app.log.info(
    `rate-limit store: ${redis ? 'Redis' : store ? 'PostgreSQL' : 'memory (embedded database, one process)'}`,
  );
  await app.register(rateLimit, {
    global: false,
    redis,
    store,
    nameSpace: 'hubshelf-rate-limit:',
    // A Redis outage must not lock every member out: fail open (the error is logged above).
    skipOnError: true,
    errorResponseBuilder: (request) =>
      localizedError(429, request.routeOptions.config.rateLimitMessage ?? 'common:tooManyRequests'),
  });
});

/**
 * `ip` counts per client address; `ip-and-email` per address and the submitted (lower-cased) email;
 * `member` per signed-in member (password change, ADR 0020), whatever their address.
 */
export type AuthRateLimitKey = 'ip' | 'ip-and-email' | 'member';

function keyFor(by: AuthRateLimitKey, request: FastifyRequest): string {
  const ip = normalizeIP(request.ip);
  if (by === 'ip') return ip;
  if (by === 'member') return `member:${request.user?.id ?? ip}`;
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the 429 message (a catalogue key) of a rate-limited route (see `authRateLimit`) */
    rateLimitMessage?: MessageKey;
  }
}

/**
 * Route config limiting a sign-in style route to `AUTH_RATE_LIMIT` requests per minute per key, answering
 * 429 `{ message }` beyond it. Counted in `preHandler`, after the body is validated, so the email is
 * available to the key and malformed requests (answered 400 without touching a password) are not counted.
 */
export function authRateLimit(
  app: FastifyInstance,
  by: AuthRateLimitKey,
  message: MessageKey,
): RouteShorthandOptions['config'] {
  return {
    rateLimitMessage: message,
    rateLimit: {
      max: app.deps.config.authRateLimit,
      timeWindow: AUTH_RATE_WINDOW_MS,
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) => keyFor(by, request),
    },
  };
}
