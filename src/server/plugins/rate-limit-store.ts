/**
 * A @fastify/rate-limit store in PostgreSQL (table rate_limit_counters; ADR 0037), used when DATABASE_URL
 * is set and REDIS_URL is not, so every instance counts the same sign-in attempts, and while Redis is
 * unreachable (ADR 0057; on PGlite too). One upsert per
 * attempt: a key whose window has ended starts again at 1; ended windows are swept now and then.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** One attempt in this many also deletes the counters whose window has ended. */
const SWEEP_EVERY = 100;

type Result = { current: number; ttl: number };

/** Counts one attempt on `key` within a window of `windowMs`; answers the count and the ms left. */
export async function countAttempt(db: Db, key: string, windowMs: number): Promise<Result> {
  const result = (await db.execute(sql`
    INSERT INTO rate_limit_counters (key, count, reset_at)
    VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.reset_at <= now() THEN 1 ELSE rate_limit_counters.count + 1 END,
      reset_at = CASE WHEN rate_limit_counters.reset_at <= now()
        THEN now() + ${windowMs} * interval '1 millisecond' ELSE rate_limit_counters.reset_at END
    RETURNING count, (extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`)) as unknown as {
    rows: { count: number; ttl: number }[];
  };
  const row = result.rows[0]!;
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.execute(sql`DELETE FROM rate_limit_counters WHERE reset_at <= now()`);
  }
  return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) };
}

/** The store class for `@fastify/rate-limit`'s `store` option, counting in `db`. */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number): void {
      countAttempt(db, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // as RedisStore does: the route's method and URL (`routeInfo`, set by the plugin) scope its counters
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      const route = `${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}-`;
      return new PostgresStore(undefined, `${this.prefix}${route}`);
    }
  }
  return PostgresStore;
}
