/**
 * The Redis-with-fallback store (ADR 0057) on a stand-in Redis connection and fallback store: which store
 * counts each attempt, and that each switch is told once. The real Redis outage is
 * ./rate-limit-fallback.api.test.ts.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  RateLimitStoreState,
  REDIS_RETRY_AFTER_FAILURE_MS,
  redisWithFallbackStore,
  type RateLimitStoreName,
} from './rate-limit-fallback';

type Result = { current: number; ttl: number };
type Answer = (cb: (err: Error | null, result?: [number, number]) => void) => void;

/** A connection answering the limiter's Lua command with `answer` (from Redis's store). */
function standInRedis() {
  const redis = {
    status: 'ready',
    answer: ((cb) => cb(null, [1, 60_000])) as Answer,
    rateLimit: (...args: unknown[]) => redis.answer(args.at(-1) as Parameters<Answer>[0]),
    rateLimitRead: () => {},
  };
  return redis;
}

/** A fallback counting every attempt as 7, remembering the keys it was asked for. */
function fallbackCounting(keys: string[]) {
  return class implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = '',
    ) {}
    incr(key: string, cb: (error: Error | null, result?: Result) => void): void {
      keys.push(`${this.prefix}${key}`);
      cb(null, { current: 7, ttl: 1_000 });
    }
    child(): FastifyRateLimitStore {
      return new (fallbackCounting(keys))(undefined, 'route-');
    }
  };
}

function setUp() {
  const redis = standInRedis();
  const switches: Array<[RateLimitStoreName, string | undefined]> = [];
  const state = new RateLimitStoreState(
    redis as unknown as Redis,
    'postgres',
    (to, err) => switches.push([to, err?.message]),
    'redis',
  );
  const fallbackKeys: string[] = [];
  const Store = redisWithFallbackStore({
    redis: redis as unknown as Redis,
    nameSpace: 'ns:',
    Fallback: fallbackCounting(fallbackKeys),
    state,
  });
  const route = { routeInfo: { method: 'POST', url: '/api/auth/login' } };
  const store = new Store({}).child(route as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
  const incr = (key: string) =>
    new Promise<Result | undefined>((resolve, reject) =>
      store.incr(key, (err, result) => (err ? reject(err) : resolve(result)), 60_000, 3),
    );
  return { redis, state, switches, fallbackKeys, incr };
}

describe('the rate-limit store with a PostgreSQL fallback (ADR 0057)', () => {
  it('counts in Redis while it answers', async () => {
    const { incr, fallbackKeys, switches, state } = setUp();
    expect(await incr('1.2.3.4')).toEqual({ current: 1, ttl: 60_000 });
    expect(fallbackKeys).toEqual([]);
    expect(switches).toEqual([]);
    expect(state.current).toBe('redis');
  });

  it('counts in the fallback, under the route, while the connection is not ready, and tells it once', async () => {
    const { incr, redis, fallbackKeys, switches, state } = setUp();
    redis.status = 'reconnecting';
    state.redisFailed(new Error('Connection is closed.'));
    expect(await incr('a')).toEqual({ current: 7, ttl: 1_000 });
    expect(await incr('b')).toEqual({ current: 7, ttl: 1_000 });
    state.redisFailed(new Error('connect ECONNREFUSED'));
    expect(fallbackKeys).toEqual(['route-a', 'route-b']);
    expect(switches).toEqual([['postgres', 'Connection is closed.']]);

    redis.status = 'ready';
    state.redisAnswered();
    expect(await incr('c')).toEqual({ current: 1, ttl: 60_000 });
    expect(switches).toEqual([
      ['postgres', 'Connection is closed.'],
      ['redis', undefined],
    ]);
  });

  it('falls back for an attempt Redis fails (e.g. a timeout), and leaves Redis alone for a while', async () => {
    const { incr, redis, fallbackKeys, switches, state } = setUp();
    let asked = 0;
    redis.answer = (cb) => {
      asked += 1;
      cb(new Error('Command timed out'));
    };
    expect(await incr('a')).toEqual({ current: 7, ttl: 1_000 });
    expect(await incr('b')).toEqual({ current: 7, ttl: 1_000 });
    expect(asked).toBe(1);
    expect(fallbackKeys).toEqual(['route-a', 'route-b']);
    expect(switches).toEqual([['postgres', 'Command timed out']]);
    expect(state.redisUsable()).toBe(false);
    expect(REDIS_RETRY_AFTER_FAILURE_MS).toBeLessThanOrEqual(5_000);
  });
});
