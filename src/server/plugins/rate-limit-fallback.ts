/**
 * The sign-in rate limiter's store when `REDIS_URL` is set (ADR 0057): counts in Redis through
 * @fastify/rate-limit's own Redis store and, for each attempt Redis cannot count (the connection is not
 * `ready`, the command fails, or it takes over REDIS_COMMAND_TIMEOUT_MS), in the fallback store
 * (PostgreSQL's `rate_limit_counters`, on PostgreSQL or PGlite; ADR 0037) instead. Nothing is copied
 * between the two: a key's count starts again in the store that takes over. Redis is tried again as soon
 * as ioredis reports it `ready`, or REDIS_RETRY_AFTER_FAILURE_MS after a failed command on a connection
 * that still looks ready (a hung server), so the limiter returns to Redis on its own.
 */
import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

/** What counts sign-in attempts: the value of the `rateLimitStoreInUse` gauge (ADR 0057). */
/** The stores that may count sign-in attempts. */
export const RATE_LIMIT_STORES = ['redis', 'postgres', 'memory'] as const;
export type RateLimitStoreName = (typeof RATE_LIMIT_STORES)[number];

/** How long one Redis command may take before the attempt is counted in the fallback store, in ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/** After a failed command on a `ready` connection, Redis is left alone this long, in ms. */
export const REDIS_RETRY_AFTER_FAILURE_MS = 2_000;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type RedisStoreCtor = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => FastifyRateLimitStore;

// @fastify/rate-limit's Redis store (one Lua INCR + PEXPIRE per attempt) is not in its typed exports.
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore') as RedisStoreCtor;

/**
 * Which store counts the next attempt, told once per switch through `onSwitch(to, err?)` (`err`: why
 * Redis was left). `current` starts as `initial`; ioredis events and command results move it.
 */
export class RateLimitStoreState {
  private retryAt = 0;

  constructor(
    private readonly redis: Redis,
    private readonly fallbackName: Exclude<RateLimitStoreName, 'redis'>,
    private readonly onSwitch: (to: RateLimitStoreName, err?: Error) => void,
    public current: RateLimitStoreName,
  ) {}

  /** True when the next attempt goes to Redis: the connection is ready and no recent command failed. */
  redisUsable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.retryAt;
  }

  /** Redis answered (a command, or the connection became ready): count there again. */
  redisAnswered(): void {
    this.retryAt = 0;
    this.switchTo('redis');
  }

  /** Redis could not count (`err`): the fallback counts until Redis is usable again. */
  redisFailed(err: Error, retryAfterMs = 0): void {
    this.retryAt = Date.now() + retryAfterMs;
    this.switchTo(this.fallbackName, err);
  }

  private switchTo(to: RateLimitStoreName, err?: Error): void {
    if (to === this.current) return;
    this.current = to;
    this.onSwitch(to, err);
  }
}

/**
 * The `store` option of @fastify/rate-limit counting in `redis` (keys prefixed `nameSpace`) and, per
 * attempt, in `Fallback` while `state.redisUsable()` is false or Redis fails. Never answers an error of
 * Redis's to the limiter; an error of the fallback's is passed on (the limiter then fails open).
 */
export function redisWithFallbackStore(options: {
  redis: Redis;
  nameSpace: string;
  Fallback: FastifyRateLimitStoreCtor;
  state: RateLimitStoreState;
}): FastifyRateLimitStoreCtor {
  const { redis, nameSpace, Fallback, state } = options;

  class RedisWithFallbackStore implements FastifyRateLimitStore {
    private readonly inRedis: FastifyRateLimitStore;
    private readonly fallback: FastifyRateLimitStore;

    constructor(
      params: FastifyRateLimitOptions,
      children?: { inRedis: FastifyRateLimitStore; fallback: FastifyRateLimitStore },
    ) {
      const { continueExceeding = false, exponentialBackoff = false } = params as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      this.inRedis =
        children?.inRedis ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.fallback = children?.fallback ?? new Fallback(params);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!state.redisUsable()) {
        this.fallback.incr(key, callback, timeWindow, max);
        return;
      }
      this.inRedis.incr(
        key,
        (err, result) => {
          if (!err && result) {
            state.redisAnswered();
            callback(null, result);
            return;
          }
          state.redisFailed(err ?? new Error('Redis answered no count'), REDIS_RETRY_AFTER_FAILURE_MS);
          this.fallback.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new RedisWithFallbackStore(routeOptions as FastifyRateLimitOptions, {
        inRedis: this.inRedis.child(routeOptions),
        fallback: this.fallback.child(routeOptions),
      });
    }
  }
  return RedisWithFallbackStore;
}
