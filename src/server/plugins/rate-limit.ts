/**
 * Rate limits on sign-in, sign-up and password-reset requests (ARCHITECTURE §3; ADR 0007), through
 * @fastify/rate-limit. Not global: a route opts in with `config: authRateLimit(app, key, message)`.
 * The limit is `AUTH_RATE_LIMIT` attempts per client per minute (default 10). Counters live in Redis when
 * `REDIS_URL` is set, else in PostgreSQL when `DATABASE_URL` is set, so several instances share them
 * (ARCHITECTURE §1, ADR 0037); only the embedded single-process mode keeps them in memory. While Redis is
 * unreachable or hung, attempts are counted in PostgreSQL (or the embedded PGlite) instead, and Redis
 * takes over again once it answers (ADR 0057; ./rate-limit-fallback.ts). The start-up log names the
 * store, and each switch logs once: `rate-limit store: PostgreSQL (Redis unreachable)` (warn) and
 * `rate-limit store: Redis (reachable again)` (info). `rateLimitStoreInUse(app)` answers the store now.
 * Beyond the limit the answer is 429 `{ message }` with the route's own message (a catalogue key, in the
 * caller's language; the `rateLimit` keys of the server's `common` catalogue) and a `retry-after` header
 * (seconds).
 */
import rateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { t, type MessageKey } from '../i18n/t';
import { localizedError } from '../lib/http-error';
import {
  RateLimitStoreState,
  REDIS_COMMAND_TIMEOUT_MS,
  redisWithFallbackStore,
  type RateLimitStoreName,
} from './rate-limit-fallback';
import { postgresRateLimitStore } from './rate-limit-store';

export { RATE_LIMIT_STORES, type RateLimitStoreName } from './rate-limit-fallback';

/** The 429 message of a limited route that names none of its own. */
export const TOO_MANY_REQUESTS = t('common:tooManyRequests');

/** One minute, in ms: the window AUTH_RATE_LIMIT counts over. */
export const AUTH_RATE_WINDOW_MS = 60_000;

/** How long start-up waits for the first Redis connection before counting in PostgreSQL, in ms. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

const NAME_SPACE = 'hubshelf-rate-limit:';

declare module 'fastify' {
  interface FastifyInstance {
    /** the store counting sign-in attempts now (see `rateLimitStoreInUse`) */
    rateLimitStoreInUse(): RateLimitStoreName;
  }
}

/**
 * The store counting sign-in attempts at this moment in `app` (ADR 0057): 'redis', 'postgres' (no
 * REDIS_URL on PostgreSQL, or Redis unreachable) or 'memory' (embedded mode without REDIS_URL). For the
 * `/metrics` gauge of the rate-limit store; changes only when the log says so.
 */
export function rateLimitStoreInUse(app: FastifyInstance): RateLimitStoreName {
  return app.rateLimitStoreInUse();
}

/** Resolves true once `redis` is ready, false at its first error or after `timeoutMs`. */
function firstConnection(redis: Redis, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (up: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(up);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
}

/** Connects to Redis and answers the store counting there, with PostgreSQL while it is down. */
async function redisCounting(
  app: FastifyInstance,
  redisUrl: string,
): Promise<{ store: FastifyRateLimitStoreCtor; state: RateLimitStoreState }> {
  const redis = new Redis(redisUrl, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // while disconnected a command fails at once, so the attempt is counted in PostgreSQL at once
    enableOfflineQueue: false,
  });
  const up = await firstConnection(redis, REDIS_CONNECT_TIMEOUT_MS);
  let closing = false;
  const logSwitch = (to: RateLimitStoreName, err?: Error) => {
    if (closing) return;
    if (to === 'redis') app.log.info('rate-limit store: Redis (reachable again)');
    else app.log.warn({ err }, 'rate-limit store: PostgreSQL (Redis unreachable)');
  };
  const state = new RateLimitStoreState(redis, 'postgres', logSwitch, up ? 'redis' : 'postgres');
  // ioredis keeps reconnecting (every ≤2 s) and says when it is ready again
  redis.on('ready', () => state.redisAnswered());
  redis.on('error', (err: Error) => state.redisFailed(err));
  redis.on('close', () => state.redisFailed(new Error('Redis connection closed')));
  app.addHook('onClose', async () => {
    closing = true;
    await redis.quit().catch(() => redis.disconnect());
  });
  if (up) app.log.info('rate-limit store: Redis');
  else logSwitch('postgres', new Error(`Redis at ${new URL(redisUrl).host} did not answer at start-up`));
  const Fallback = postgresRateLimitStore(app.deps.database.db);
  return { store: redisWithFallbackStore({ redis, nameSpace: NAME_SPACE, Fallback, state }), state };
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config, database } = app.deps;
  let store: FastifyRateLimitStoreCtor | undefined;
  let inUse: () => RateLimitStoreName;
  if (config.redisUrl) {
    const counting = await redisCounting(app, config.redisUrl);
    store = counting.store;
    inUse = () => counting.state.current;
  } else {
    const name: RateLimitStoreName = database.kind === 'postgres' ? 'postgres' : 'memory';
    store = name === 'postgres' ? postgresRateLimitStore(database.db) : undefined;
    inUse = () => name;
    app.log.info(`rate-limit store: ${store ? 'PostgreSQL' : 'memory (embedded database, one process)'}`);
  }
  app.decorate('rateLimitStoreInUse', inUse);
  await app.register(rateLimit, {
    global: false,
    store,
    nameSpace: NAME_SPACE,
    // A failing store must not lock every member out: fail open (ADR 0037).
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
