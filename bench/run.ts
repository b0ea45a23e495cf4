/**
 * `npm run bench` (ARCHITECTURE §6, issue 4 §6): browse/search latency over 100,000 books on PostgreSQL.
 *
 * 1. Creates a throw-away database on the server of BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 *    postgres://postgres@127.0.0.1:5432/postgres; migrates it and loads the data (bench/data.ts).
 * 2. Starts two servers in child processes: the real app and a bare node:http + pg baseline running the
 *    same browse SQL (bench/app-server.ts, bench/bare-server.ts), and checks they answer the same books.
 * 3. Drives `GET /api/books/browse` (typo-tolerant text search + two filters + a sort, four variants in
 *    turn) with autocannon at 32 connections: a warm-up, then BENCH_SECONDS (default 20) per server.
 * 4. Prints p50/p95/p99 latency and req/s for both, the throughput ratio app/bare, and the targets
 *    (p95 ≤ 25 ms, ratio ≥ 0.6). Drops the database unless BENCH_KEEP=1.
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
import { figures, type RunFigures } from './stats';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 5;
const TARGET = { p95Ms: 25, ratio: 0.6 };

/** The measured requests: each a misspelt or partial text search, two filters and a sort. */
export const BROWSE_PATHS = [
  '/api/books/browse?search=harry%20pottr&genres=Fantasy,Fiction,Children&maxPrice=40&sortBy=price_low',
  '/api/books/browse?search=hunger%20gams&availability=available&maxPrice=30&sortBy=newest',
  '/api/books/browse?search=tolkein&genres=Fantasy,Fiction&availability=available&sortBy=rating',
  '/api/books/browse?search=pride%20and%20prejudise&conditions=Good,New&maxPrice=45&sortBy=price_high',
];

const log = (msg: string) => process.stdout.write(`${msg}\n`);

function serverUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
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
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(file, import.meta.url))], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, port: JSON.parse(line).port }),
    );
  });
}

async function fetchIds(port: number, path: string, cookie?: string): Promise<number[]> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }[]).map((b) => b.id);
}

async function drive(name: string, port: number, seconds: number, cookie?: string): Promise<RunFigures> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
    requests: BROWSE_PATHS.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  return figures(name, latencies, result.duration, result.non2xx, result.errors + result.timeouts);
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
  const server = serverUrl();
  const name = `hubshelf_bench_${randomBytes(4).toString('hex')}`;
  const url = withDatabase(server, name);
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
    await drive('app', app.port, WARMUP_SECONDS, cookie);
    log(`measuring ${SECONDS} s each at ${CONNECTIONS} connections`);
    const bareRun = await drive('bare node:http', bare.port, SECONDS);
    const appRun = await drive('hubshelf app', app.port, SECONDS, cookie);

    const ratio = appRun.reqPerSec / bareRun.reqPerSec;
    log(`\n${table([appRun, bareRun])}`);
    log(`\nthroughput ratio app/bare: ${ratio.toFixed(2)} (target ≥ ${TARGET.ratio})`);
    log(`app p95: ${appRun.p95.toFixed(1)} ms (target ≤ ${TARGET.p95Ms} ms)`);
    log(`targets ${appRun.p95 <= TARGET.p95Ms && ratio >= TARGET.ratio ? 'met' : 'NOT met'}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (process.env.BENCH_KEEP === '1') log(`kept database ${name}`);
    else await admin(server, (c) => c.query(`drop database if exists "${name}" with (force)`));
  }
}

await main();
