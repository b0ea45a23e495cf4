/**
 * How `npm run bench` drives a server (bench/run.ts, bench/size.ts): child servers started with tsx,
 * autocannon runs at a number of connections, open-loop runs at a constant rate (bench/constant-rate.ts),
 * and the CPU a run cost (bench/cpu.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type pg from 'pg';
import { cpuPerRequest, readCpu } from './cpu';
import { constantRate } from './constant-rate';
import { figures, type RunFigures } from './stats';

export const CONNECTIONS = 32;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** The constant offered load of the latency figure, requests per second. */
export const RATE = 100;

/** The measured requests: each a misspelt or partial text search, two filters and a sort. */
export const BROWSE_PATHS = [
  '/api/books/browse?search=harry%20pottr&genres=Fantasy,Fiction,Children&maxPrice=40&sortBy=price_low',
  '/api/books/browse?search=hunger%20gams&availability=available&maxPrice=30&sortBy=newest',
  '/api/books/browse?search=tolkein&genres=Fantasy,Fiction&availability=available&sortBy=rating',
  '/api/books/browse?search=pride%20and%20prejudise&conditions=Good,New&maxPrice=45&sortBy=price_high',
];

/** What one member does on the demo data: the first page, a misspelt search, filters with a sort. */
export const PGLITE_PATHS = [
  '/api/books/browse?limit=60',
  '/api/books/browse?search=betwen%20the%20world&limit=60',
  '/api/books/browse?genres=Fiction,Fantasy&maxPrice=30&sortBy=price_low&limit=60',
];

/** Starts `file` (relative to bench/) with tsx in a child process; resolves with it and the port it prints. */
export function startChild(
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

/** The ids of the books `path` answers on the server at `port`; throws on a non-2xx answer. */
export async function fetchIds(port: number, path: string, cookie?: string): Promise<number[]> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: cookie ? { cookie } : {} });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: number }[]).map((b) => b.id);
}

export interface DriveOptions {
  cookie?: string;
  connections?: number;
  paths?: string[];
}

/** An autocannon run of `seconds` at `o.connections` (default 32) over `o.paths` (default BROWSE_PATHS). */
export async function drive(
  name: string,
  port: number,
  seconds: number,
  o: DriveOptions = {},
): Promise<RunFigures> {
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
export async function driveAtRate(
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
export async function driveWithCpu(
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

/** The latency table of `rows`. */
export function table(rows: RunFigures[]): string {
  const f = (n: number) => n.toFixed(1).padStart(8);
  return [
    'server            req/s    p50 ms   p95 ms   p99 ms   requests  non-2xx/errors',
    ...rows.map(
      (r) =>
        `${r.name.padEnd(14)}${f(r.reqPerSec)}${f(r.p50)} ${f(r.p95)} ${f(r.p99)}   ${String(r.requests).padStart(8)}  ${r.non2xx}/${r.errors}`,
    ),
  ].join('\n');
}
