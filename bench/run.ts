/**
 * `npm run bench` (ARCHITECTURE §6; docs/decisions/0012-browse-performance.md): browse/search over
 * 100,000 books on PostgreSQL, against the browse budget.
 *
 * 1. Creates a throw-away database on the server of BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 *    postgres://postgres@127.0.0.1:5432/postgres; migrates it and loads the data (bench/data.ts).
 * 2. Starts two servers in child processes: the real app and a bare node:http + pg baseline running the
 *    same browse SQL (bench/app-server.ts, bench/bare-server.ts), and checks they answer the same books.
 * 3. Drives `GET /api/books/browse` (typo-tolerant text search + two filters + a sort, four variants in
 *    turn) with autocannon: at 32 connections for BENCH_SECONDS (default 20) per server (throughput and
 *    CPU per request: /proc/<pid>/stat of the server process and of PostgreSQL's backends), then at a
 *    constant offered 100 requests a second, one every 10 ms (bench/constant-rate.ts), for the app's p95.
 * 4. Starts the app on in-memory PGlite with the demo data (bench/pglite-app.ts) and measures one
 *    member browsing alone (1 connection).
 * 5. Drives the admin analytics (`GET /api/admin/analytics`: five weekly charts and the top hubs over
 *    12 weeks, one indexed range query each; docs/decisions/0023-brocks-packages-page-content-analytics.md)
 *    at 4 connections as an administrator, over the same 100,000 books.
 * 5a. Drives a member's mix against one and two real instances on the same database (bench/instances.ts).
 * 6. Prints the budget figures and the CPU split, and whether each target is met. Drops the
 *    database unless BENCH_KEEP=1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { createSession, SESSION_COOKIE } from '../src/server/plugins/session';
import { loadBenchData, SIZES } from './data';
import { cpuPerRequest, readCpu } from './cpu';
import { benchServerUrl, databaseAt } from './database';
import { constantRate } from './constant-rate';
import { benchInstances, instancesBlock } from './instances';
import { figures, type RunFigures } from './stats';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 5;
const TARGET = { cpuMs: 3, p95Ms: 25, ratio: 0.8, pgliteP95Ms: 5, analyticsP95Ms: 100 };
/** The constant offered load of the latency figure, requests per second. */
const RATE = 100;

/** What one member does on the demo data: the first page, a misspelt search, filters with a sort. */
const PGLITE_PATHS = [
  '/api/books/browse?limit=60',
  '/api/books/browse?search=betwen%20the%20world&limit=60',
  '/api/books/browse?genres=Fiction,Fantasy&maxPrice=30&sortBy=price_low&limit=60',
];

/** The measured requests: each a misspelt or partial text search, two filters and a sort. */
export const BROWSE_PATHS = [
  '/api/books/browse?search=harry%20pottr&genres=Fantasy,Fiction,Children&maxPrice=40&sortBy=price_low',
  '/api/books/browse?search=hunger%20gams&availability=available&maxPrice=30&sortBy=newest',
  '/api/books/browse?search=tolkein&genres=Fantasy,Fiction&availability=available&sortBy=rating',
  '/api/books/browse?search=pride%20and%20prejudise&conditions=Good,New&maxPrice=45&sortBy=price_high',
];

const log = (msg: string) => process.stdout.write(`${msg}\n`);

async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseAt(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts `file` with tsx in a child process and resolves with it and the port it prints. */
function startChild(
  file: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number; cookie?: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, ...(JSON.parse(line) as { port: number; cookie?: string }) }),
    );
  });
}

async function fetchIds(port: number, path: string, cookie?: string): Promise<number[]> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }[]).map((b) => b.id);
}

interface DriveOptions {
  cookie?: string;
  connections?: number;
  paths?: string[];
}

async function drive(name: string, port: number, seconds: number, o: DriveOptions = {}): Promise<RunFigures> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: o.connections ?? CONNECTIONS,
    duration: seconds,
    headers: o.cookie ? { cookie: o.cookie } : {},
    requests: (o.paths ?? BROWSE_PATHS).map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return figures(name, latencies, result.duration, result.non2xx, result.errors + result.timeouts);
}

/** An open-loop run at RATE requests a second for `seconds` (bench/constant-rate.ts). */
async function driveAtRate(
  name: string,
  port: number,
  seconds: number,
  o: DriveOptions = {},
): Promise<RunFigures> {
  const r = await constantRate({
    port,
    rate: RATE,
    seconds,
    paths: o.paths ?? BROWSE_PATHS,
    cookie: o.cookie,
  });
  return figures(name, r.latencies, r.seconds, r.non2xx, r.errors);
}

/** Runs `drive` and the CPU ms per request it cost (the server process `pid` + the database's backends). */
async function driveWithCpu(
  name: string,
  port: number,
  pid: number,
  admin: pg.Pool,
  db: string,
  o: DriveOptions,
) {
  const before = await readCpu(pid, admin, db);
  const run = await drive(name, port, SECONDS, o);
  const after = await readCpu(pid, admin, db);
  return { run, cpu: cpuPerRequest(before, after, run.requests), backends: after.backends };
}

function table(rows: RunFigures[]): string {
  const f = (n: number) => n.toFixed(1).padStart(8);
  return [
    'server            req/s    p50 ms   p95 ms   p99 ms   requests  non-2xx/errors',
    ...rows.map(
      (r) =>
        `${r.name.padEnd(14)}${f(r.reqPerSec)}${f(r.p50)} ${f(r.p95)} ${f(r.p99)}   ${String(r.requests).padStart(8)}  ${r.non2xx}/${r.errors}`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const server = benchServerUrl();
  const name = `hubshelf_bench_${randomBytes(4).toString('hex')}`;
  const url = databaseAt(server, name);
  await admin(server, (c) => c.query(`create database "${name}"`));
  const children: ChildProcess[] = [];
  try {
    log(`database ${name} on ${new URL(server).host}`);
    const handle = openPostgres(url, 4);
    await runMigrations(handle);
    const started = Date.now();
    const data = await loadBenchData(handle.pool!, log);
    log(
      `loaded ${data.books} books, ${SIZES.hubs} hubs, ${SIZES.users} members in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
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

    for (const path of BROWSE_PATHS) {
      const [fromApp, fromBare] = [await fetchIds(app.port, path, cookie), await fetchIds(bare.port, path)];
      if (fromApp.length === 0)
        throw new Error(`${path} found no books: the benchmark would measure nothing`);
      if (JSON.stringify(fromApp) !== JSON.stringify(fromBare))
        throw new Error(`${path}: app and bare server disagree`);
      log(`${path}\n  → ${fromApp.length} books`);
    }

    log(`\nwarm-up ${WARMUP_SECONDS} s each`);
    await drive('bare', bare.port, WARMUP_SECONDS);
    await drive('app', app.port, WARMUP_SECONDS, { cookie });
    log(`measuring ${SECONDS} s each at ${CONNECTIONS} connections`);
    const monitor = new pg.Pool({ connectionString: databaseAt(server, 'postgres'), max: 1 });
    const bareRun = await driveWithCpu('bare node:http', bare.port, bare.child.pid!, monitor, name, {});
    const appRun = await driveWithCpu('hubshelf app', app.port, app.child.pid!, monitor, name, { cookie });
    await monitor.end();
    log(`measuring ${SECONDS} s at a constant ${RATE} req/s`);
    const rateRun = await driveAtRate(`app @${RATE}/s`, app.port, SECONDS, { cookie });
    log('measuring GET /api/admin/analytics at 4 connections');
    const analyticsPaths = { cookie: adminCookie, connections: 4, paths: ['/api/admin/analytics'] };
    await drive('analytics', app.port, WARMUP_SECONDS, analyticsPaths);
    const analyticsRun = await drive('admin analytics', app.port, SECONDS, analyticsPaths);
    // recommendations (docs/decisions/0026-genre-preferences-and-recommendations.md): p95 under 50 ms
    const prefs = new pg.Client({ connectionString: url });
    await prefs.connect();
    await prefs.query(
      `insert into user_genre_preferences (user_id, genre, preference_level) values
        ($1, 'Fiction', 5), ($1, 'Mystery', 3), ($1, 'Romance', 1), ($1, 'Cooking', 3)`,
      [data.callerId],
    );
    await prefs.end();
    log(`measuring ${SECONDS} s of GET /api/books/recommended at a constant ${RATE} req/s`);
    const recommendedRun = await driveAtRate(`recommended @${RATE}/s`, app.port, SECONDS, {
      cookie,
      paths: ['/api/books/recommended'],
    });
    for (const child of children.splice(0)) child.kill('SIGTERM');
    const instancesRun = await benchInstances({
      databaseUrl: url,
      callerId: data.callerId,
      seconds: SECONDS,
      log,
    });

    log('\nPGlite with the demo data: one member, 1 connection');
    const lite = await startChild('./pglite-app.ts', {});
    children.push(lite.child);
    const litePaths = { cookie: lite.cookie, connections: 1, paths: PGLITE_PATHS };
    await drive('pglite', lite.port, WARMUP_SECONDS, litePaths);
    const liteRun = await drive('pglite 1 member', lite.port, SECONDS, litePaths);

    const ratio = appRun.run.reqPerSec / bareRun.run.reqPerSec;
    const cpu = (c: typeof appRun.cpu) =>
      `${c.total.toFixed(2)} ms (node ${c.app.toFixed(2)} + PostgreSQL ${c.db.toFixed(2)})`;
    log(`\n${table([appRun.run, bareRun.run, rateRun, analyticsRun, recommendedRun, liteRun])}`);
    log(`\n${instancesBlock(instancesRun)}`);
    log(`\nCPU per request, app:  ${cpu(appRun.cpu)} over ${appRun.backends} backends`);
    log(`CPU per request, bare: ${cpu(bareRun.cpu)}`);
    const checks: [string, number, number, string][] = [
      ['CPU per browse request (app + PostgreSQL), ms', appRun.cpu.total, TARGET.cpuMs, '≤'],
      [`p95 at a constant ${RATE} req/s, ms`, rateRun.p95, TARGET.p95Ms, '≤'],
      ['throughput app / bare', ratio, TARGET.ratio, '≥'],
      [`recommendations p95 at ${RATE} req/s, ms`, recommendedRun.p95, 50, '≤'],
      ['PGlite demo data p95 for one member, ms', liteRun.p95, TARGET.pgliteP95Ms, '≤'],
      ['admin analytics p95 at 4 connections, ms', analyticsRun.p95, TARGET.analyticsP95Ms, '≤'],
    ];
    log('');
    for (const [label, value, target, op] of checks) {
      const met = op === '≤' ? value <= target : value >= target;
      log(
        `${label.padEnd(44)} ${value.toFixed(2).padStart(7)}  (target ${op} ${target}) ${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP === '1') log(`kept database ${name}`);
    else await admin(server, (c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

await main();
