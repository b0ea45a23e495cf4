/**
 * Sign-in rate limits when Redis stops mid-load and comes back (ADR 0057), on a real Redis server
 * (./../testing/redis-server.ts) and the test database (PGlite or PostgreSQL): counted in Redis while it
 * is up; killed mid-load, no answer is 5xx and attempts are still limited, counted in PostgreSQL; hung,
 * sign-in does not wait on it; back, the limiter returns to Redis on its own; the log says each switch
 * once. Without a `redis-server` binary only the "unreachable from the start" case runs (a port nothing
 * listens on).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertUser } from '../seed/factories';
import { createTestApp, type TestApp } from '../testing/harness';
import { freePort } from '../testing/ports';
import {
  findRedisServer,
  REDIS_SERVER_MISSING,
  startRedisServer,
  type RedisServer,
} from '../testing/redis-server';
import { rateLimitStoreInUse } from './rate-limit';

const LIMIT = 3;
const TO_POSTGRES = 'rate-limit store: PostgreSQL (Redis unreachable)';
const TO_REDIS = 'rate-limit store: Redis (reachable again)';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const newClientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** `count` wrong-password sign-ins for `email` from `ip`: each answer's status and time (ms). */
async function signIns(t: TestApp, email: string, ip: string, count: number) {
  const answers: Array<{ status: number; ms: number }> = [];
  for (let k = 0; k < count; k += 1) {
    const started = Date.now();
    const res = await t
      .request()
      .post('/api/auth/login', { email, password: 'wrong-guess' }, { headers: { 'x-forwarded-for': ip } });
    answers.push({ status: res.status, ms: Date.now() - started });
  }
  return answers;
}

/** Sign-ins from a new address: the LIMIT + 1 statuses, and the address. */
async function freshClient(t: TestApp, email: string) {
  const ip = newClientIp();
  const answers = await signIns(t, email, ip, LIMIT + 1);
  return { ip, statuses: answers.map((a) => a.status), slowest: Math.max(...answers.map((a) => a.ms)) };
}

const LIMITED = [...Array<number>(LIMIT).fill(401), 429];

async function postgresKeys(t: TestApp): Promise<string[]> {
  const result = (await t.db.execute(sql`SELECT key FROM rate_limit_counters`)) as unknown as {
    rows: { key: string }[];
  };
  return result.rows.map((r) => r.key);
}

/** The log lines (message strings) said through `app.log[level]` since the spy was last cleared. */
function said(spy: { mock: { calls: unknown[][] } }, msg: string): number {
  return spy.mock.calls.filter((args) => args.includes(msg)).length;
}

describe('sign-in rate limits with REDIS_URL pointing at nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    const env = {
      AUTH_RATE_LIMIT: String(LIMIT),
      TRUST_PROXY: 'true',
      REDIS_URL: `redis://127.0.0.1:${port}`,
    };
    t = await createTestApp(env);
  });
  afterAll(() => t.close());

  it('counts in PostgreSQL from the start: the 4th attempt answers 429, none 5xx', async () => {
    expect(rateLimitStoreInUse(t.app)).toBe('postgres');
    const { email } = await insertUser(t.db);
    const client = await freshClient(t, email);
    expect(client.statuses).toEqual(LIMITED);
    expect((await postgresKeys(t)).some((k) => k.includes(client.ip))).toBe(true);
  });
});

const redisBinary = findRedisServer() !== undefined;
const title = redisBinary
  ? 'sign-in rate limits when Redis stops mid-load and comes back'
  : `sign-in rate limits when Redis stops mid-load (skipped: ${REDIS_SERVER_MISSING})`;

describe.runIf(redisBinary)(title, () => {
  let server: RedisServer;
  let t: TestApp;
  let email: string;
  let warn: ReturnType<typeof vi.spyOn>;
  let info: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    server = await startRedisServer();
    t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true', REDIS_URL: server.url });
    email = (await insertUser(t.db)).email;
    warn = vi.spyOn(t.app.log, 'warn');
    info = vi.spyOn(t.app.log, 'info');
  }, 30_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
    await server?.destroy();
  });
  beforeEach(() => {
    warn.mockClear();
    info.mockClear();
  });

  /** The limiter's keys in the throw-away Redis, read by a client of the test's own. */
  async function redisKeys(): Promise<string[]> {
    const peek = new Redis(server.url, { maxRetriesPerRequest: 1 });
    try {
      return await peek.keys('hubshelf-rate-limit:*');
    } finally {
      peek.disconnect();
    }
  }

  /** Sign-ins from new addresses until `rateLimitStoreInUse` says `store`, for at most `ms`. */
  async function until(store: string, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (rateLimitStoreInUse(t.app) !== store && Date.now() < deadline) {
      await signIns(t, email, newClientIp(), 1);
      await sleep(200);
    }
    expect(rateLimitStoreInUse(t.app)).toBe(store);
  }

  it('counts in Redis while it is up', async () => {
    expect(rateLimitStoreInUse(t.app)).toBe('redis');
    const client = await freshClient(t, email);
    expect(client.statuses).toEqual(LIMITED);
    expect((await redisKeys()).some((k) => k.includes(client.ip))).toBe(true);
    expect((await postgresKeys(t)).some((k) => k.includes(client.ip))).toBe(false);
  });

  it('killed mid-load: no answer is 5xx, attempts are still limited (in PostgreSQL), the log says so once', async () => {
    const statuses: number[] = [];
    let running = true;
    const load = async () => {
      while (running)
        statuses.push(...(await signIns(t, email, newClientIp(), LIMIT + 1)).map((a) => a.status));
    };
    const loads = Promise.all([load(), load(), load()]);
    await sleep(500);
    await server.kill();
    await sleep(1_500);
    running = false;
    await loads;

    expect(statuses.length).toBeGreaterThan(LIMIT + 1);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(rateLimitStoreInUse(t.app)).toBe('postgres');
    const client = await freshClient(t, email);
    expect(client.statuses).toEqual(LIMITED);
    expect((await postgresKeys(t)).some((k) => k.includes(client.ip))).toBe(true);
    expect(said(warn, TO_POSTGRES)).toBe(1);
    expect(said(info, TO_REDIS)).toBe(0);
  }, 30_000);

  it('back: the limiter returns to Redis on its own, and the log says so once', async () => {
    await server.start();
    await until('redis', 10_000);
    const client = await freshClient(t, email);
    expect(client.statuses).toEqual(LIMITED);
    expect((await redisKeys()).some((k) => k.includes(client.ip))).toBe(true);
    expect((await postgresKeys(t)).some((k) => k.includes(client.ip))).toBe(false);
    expect(said(info, TO_REDIS)).toBe(1);
    expect(said(warn, TO_POSTGRES)).toBe(0);
  }, 30_000);

  it('hung: sign-in does not wait on it and stays limited; when it answers again, Redis counts again', async () => {
    server.pause();
    try {
      const client = await freshClient(t, email);
      expect(client.statuses).toEqual(LIMITED);
      expect(client.slowest).toBeLessThan(2_000);
      expect(rateLimitStoreInUse(t.app)).toBe('postgres');
      expect(said(warn, TO_POSTGRES)).toBe(1);
    } finally {
      server.resume();
    }
    await until('redis', 10_000);
    expect(said(info, TO_REDIS)).toBe(1);
  }, 30_000);
});
