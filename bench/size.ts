/**
 * One size of `npm run bench` (bench/run.ts; docs/decisions/0060-a-million-books.md): a throw-away database
 * with `books` books, the bare and the real server on it, the browse CPU per request of each at 32
 * connections, the app's p95 at a constant 100 req/s, and the admin analytics at 4 connections after the
 * `analytics-rollup` job's first run (as at the app's start). `extra` runs, when given, while the servers,
 * the database and its data are still there; the database is dropped afterwards unless BENCH_KEEP=1.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { rollUpAnalytics } from '../src/server/modules/analytics';
import { createSession, SESSION_COOKIE } from '../src/server/plugins/session';
import { loadBenchData, SIZES } from './data';
import { benchServerUrl, databaseAt } from './database';
import {
  BROWSE_PATHS,
  CONNECTIONS,
  drive,
  driveAtRate,
  driveWithCpu,
  fetchIds,
  RATE,
  SECONDS,
  startChild,
  WARMUP_SECONDS,
} from './drive';
import { sizeLabel } from './generate';
import type { CpuPerRequest } from './cpu';
import type { RunFigures } from './stats';

export interface SizeContext {
  url: string;
  callerId: number;
  /** the caller's session cookie */
  cookie: string;
  /** the app server's port */
  port: number;
  log: (msg: string) => void;
  /** stops the app and bare servers (before starting others) */
  stopServers: () => void;
}

export interface SizeFigures {
  books: number;
  label: string;
  loadSeconds: number;
  app: { run: RunFigures; cpu: CpuPerRequest; backends: number };
  bare: { run: RunFigures; cpu: CpuPerRequest; backends: number };
  rate: RunFigures;
  analytics: RunFigures;
  /** app req/s ÷ bare req/s at 32 connections */
  ratio: number;
}

async function onServer(server: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: databaseAt(server, 'postgres') });
  await c.connect();
  await c.query(statement).finally(() => c.end());
}

/** Measures one size; see the file's comment. */
export async function benchSize(
  books: number,
  log: (msg: string) => void,
  extra?: (ctx: SizeContext) => Promise<void>,
): Promise<SizeFigures> {
  const server = benchServerUrl();
  const name = `hubshelf_bench_${randomBytes(4).toString('hex')}`;
  const url = databaseAt(server, name);
  const label = sizeLabel(books);
  await onServer(server, `create database "${name}"`);
  const children: ChildProcess[] = [];
  try {
    log(`\n=== ${label} books: database ${name} on ${new URL(server).host}`);
    const handle = openPostgres(url, 4);
    await runMigrations(handle);
    const started = Date.now();
    const data = await loadBenchData(handle.pool!, log, books);
    const loadSeconds = (Date.now() - started) / 1000;
    log(
      `loaded ${data.books} books, ${SIZES.hubs} hubs, ${SIZES.users} members in ${loadSeconds.toFixed(1)} s`,
    );
    const rollupStart = Date.now();
    const rolled = await rollUpAnalytics(handle.db, new Date());
    log(`analytics rollup: ${rolled.days} days in ${((Date.now() - rollupStart) / 1000).toFixed(1)} s`);
    const cookie = `${SESSION_COOKIE}=${await createSession(handle.db, data.callerId, new Date())}`;
    const adminRow = await handle.pool!.query<{ id: number }>(
      'update users set is_admin = true where id = (select min(id) from users where id <> $1) returning id',
      [data.callerId],
    );
    const adminCookie = `${SESSION_COOKIE}=${await createSession(handle.db, adminRow.rows[0]!.id, new Date())}`;
    await handle.close();

    const env = { BENCH_DB_URL: url, BENCH_CALLER_ID: String(data.callerId) };
    const bare = await startChild('./bare-server.ts', env);
    children.push(bare.child);
    const app = await startChild('./app-server.ts', env);
    children.push(app.child);
    // at 10k each title is listed once, so a search with two filters may find none; all finding none
    // would measure nothing
    let found = 0;
    for (const path of BROWSE_PATHS) {
      const [fromApp, fromBare] = [await fetchIds(app.port, path, cookie), await fetchIds(bare.port, path)];
      if (JSON.stringify(fromApp) !== JSON.stringify(fromBare))
        throw new Error(`${path}: app and bare server disagree`);
      log(`${path}\n  → ${fromApp.length} books`);
      found += fromApp.length;
    }
    if (found === 0) throw new Error('no browse request found a book: the benchmark would measure nothing');

    log(`warm-up ${WARMUP_SECONDS} s each`);
    await drive('bare', bare.port, WARMUP_SECONDS);
    await drive('app', app.port, WARMUP_SECONDS, { cookie });
    log(`measuring ${SECONDS} s each at ${CONNECTIONS} connections`);
    const monitor = new pg.Pool({ connectionString: databaseAt(server, 'postgres'), max: 1 });
    const bareRun = await driveWithCpu('bare node:http', bare.port, bare.child.pid!, monitor, name, {});
    const appRun = await driveWithCpu('hubshelf app', app.port, app.child.pid!, monitor, name, { cookie });
    await monitor.end();
    log(`measuring ${SECONDS} s at a constant ${RATE} req/s`);
    const rate = await driveAtRate(`app @${RATE}/s`, app.port, SECONDS, { cookie });
    log('measuring GET /api/admin/analytics at 4 connections');
    const analyticsPaths = { cookie: adminCookie, connections: 4, paths: ['/api/admin/analytics'] };
    await drive('analytics', app.port, WARMUP_SECONDS, analyticsPaths);
    const analytics = await drive('admin analytics', app.port, SECONDS, analyticsPaths);
    const stopServers = () => {
      for (const child of children.splice(0)) child.kill('SIGTERM');
    };
    if (extra) await extra({ url, callerId: data.callerId, cookie, port: app.port, log, stopServers });
    stopServers();
    return {
      books: data.books,
      label,
      loadSeconds,
      app: appRun,
      bare: bareRun,
      rate,
      analytics,
      ratio: appRun.run.reqPerSec / bareRun.run.reqPerSec,
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP === '1') log(`kept database ${name}`);
    else await onServer(server, `drop database if exists "${name}" with (force)`);
  }
}
