/**
 * API test harness: `createTestApp()` builds the real app (all plugins and modules) on a fresh database
 * copied from the migrated template (on PGlite, a reused instance reset to it: pglite-pool.ts), with a
 * movable `TestClock`. Requests go through `app.inject()`.
 *
 *   const t = await createTestApp();
 *   const alice = await t.signIn();                 // a new member, signed in
 *   const res = await t.request(alice).get('/api/auth/me');
 *   expect(res.status).toBe(200); expect(res.body.email).toBe(alice.user.email);
 *   afterAll(() => t.close());
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@/domain/languages';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openPostgres, type DatabaseHandle, type Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { FileStore } from '../integrations/storage';
import { insertUser, type UserAttrs } from '../seed/factories';
import { TestClock } from '../lib/clock';
import { createSession, SESSION_COOKIE } from '../plugins/session';
import { templatePglite } from './pglite-pool';
import { pgFileDbPrefix, pgTemplateDb, pgUrlFor, testDbKind } from './template';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** Raw `set-cookie` values. */
  cookies: string[];
}

/** A signed-in member for tests: the row plus its session cookie header. */
export interface TestUser {
  user: UserRow;
  cookie: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
}

export interface Requester {
  get<T = any>(url: string, options?: RequestOptions): Promise<TestResponse<T>>;
  post<T = any>(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  put<T = any>(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  patch<T = any>(url: string, body?: unknown, options?: RequestOptions): Promise<TestResponse<T>>;
  delete<T = any>(url: string, options?: RequestOptions): Promise<TestResponse<T>>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  clock: TestClock;
  config: Config;
  /** Requests as `who` (a TestUser or a raw cookie header), or signed out when omitted. */
  request(who?: TestUser | string | null): Requester;
  /** Inserts a member (factory defaults) and signs them in. */
  signIn(attrs?: UserAttrs): Promise<TestUser>;
  /** Signs in an existing member. */
  sessionFor(user: UserRow): Promise<TestUser>;
  close(): Promise<void>;
}

async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (testDbKind() === 'pglite') return { handle: await templatePglite(), drop: async () => {} };
  const name = `${pgFileDbPrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrlFor('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE ${pgTemplateDb()}`);
  await admin.end();
  // The database is force-dropped at close; connections it ends then are expected.
  const handle = openPostgres(pgUrlFor(name), 10, () => {});
  return {
    handle,
    drop: async () => {
      const a = new pg.Client({ connectionString: pgUrlFor('postgres') });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Builds the app on a fresh database. `env` overrides configuration variables (e.g. ADMIN_EMAILS);
 * `options.offeredLanguages` the languages answers may use (ADR 0042; default OFFERED_LANGUAGES);
 * `options.files` a file store instead of the disk under DATA_DIR (a fault-injecting one, ADR 0055);
 * `options.logStream` receives the log lines (at env LOG_LEVEL, default silent) instead of none.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    offeredLanguages?: readonly Language[];
    files?: FileStore;
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const { handle, drop } = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'hubshelf-test'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:5000',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = new TestClock(new Date('2026-11-21T10:00:00.000Z'));
  const app = await buildApp({
    config,
    database: handle,
    clock,
    logger: options.logStream ? undefined : false,
    logStream: options.logStream,
    offeredLanguages: options.offeredLanguages,
    files: options.files,
  });
  await app.ready();

  const request = (who?: TestUser | string | null): Requester => {
    const cookie = typeof who === 'string' ? who : who?.cookie;
    const send = async (method: string, url: string, body?: unknown, options: RequestOptions = {}) => {
      const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...options.headers };
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      let parsed: unknown = res.body;
      if ((res.headers['content-type'] ?? '').toString().includes('application/json')) parsed = res.json();
      const setCookie = res.headers['set-cookie'];
      return {
        status: res.statusCode,
        body: parsed as any,
        headers: res.headers,
        cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
      };
    };
    return {
      get: (url, o) => send('GET', url, undefined, o),
      post: (url, body, o) => send('POST', url, body, o),
      put: (url, body, o) => send('PUT', url, body, o),
      patch: (url, body, o) => send('PATCH', url, body, o),
      delete: (url, o) => send('DELETE', url, undefined, o),
    };
  };

  const sessionFor = async (user: UserRow): Promise<TestUser> => {
    const token = await createSession(handle.db, user.id, clock.now());
    return { user, cookie: `${SESSION_COOKIE}=${token}` };
  };

  return {
    app,
    db: handle.db,
    database: handle,
    clock,
    config,
    request,
    sessionFor,
    signIn: async (attrs) => sessionFor(await insertUser(handle.db, attrs)),
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
