/**
 * One instance against two (ARCHITECTURE §1 "several instances behind a load balancer"; ADR 0037): a
 * member's mix of browse (the first page and a misspelt search), book details, my rentals
 * (`GET /api/rentals/borrowed`) and notifications, driven with autocannon at CONNECTIONS connections
 * for BENCH_SECONDS (default 10) against one real app process, then against two on the same PostgreSQL
 * database (the cluster harness, src/server/testing/cluster.ts: `node --import tsx src/server/main.ts` per
 * instance, as `npm start` runs). With two, the connections are split evenly between the instances, as a
 * balancer spreading connections round-robin does. Reports requests a second, p50/p95/p99 (ms) of each
 * and the 2-instance/1-instance throughput ratio, measured in the same run.
 *
 * What the ratio can say: on a machine with 2 cores the load generator (this process), both instances
 * and PostgreSQL share those 2 cores, so a second instance mostly adds competition for the same CPU and
 * the ratio is expected near 1 (or below); it rises towards 2 only where instances get cores of their
 * own and the database has room. The figure is printed as measured, with the machine's core count.
 *
 * `npm run bench` calls `benchInstances` on its loaded 100,000-book database (bench/run.ts). Alone,
 * `npx tsx bench/instances.ts` makes a throw-away database on the server of BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres, loads the same data
 * (bench/data.ts), measures, and drops it (unless BENCH_KEEP=1).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openPostgres } from '../src/server/db/client';
import { notifications, rentals } from '../src/server/db/schema';
import { createSession, SESSION_COOKIE } from '../src/server/plugins/session';
import { startCluster } from '../src/server/testing/cluster';
import { withBenchDatabase } from './database';
import { figures, type RunFigures } from './stats';

/** Open connections of the load generator, in total (split between the instances). */
const CONNECTIONS = 32;
const WARMUP_SECONDS = 3;
/** The caller's past rentals and notifications, so those lists have rows to read. */
const CALLER_RENTALS = 8;
const CALLER_NOTIFICATIONS = 30;

export interface InstancesOptions {
  /** the migrated, loaded database (bench/data.ts) */
  databaseUrl: string;
  /** the member whose session drives the mix */
  callerId: number;
  /** seconds measured per run */
  seconds: number;
  log: (msg: string) => void;
}

export interface InstancesFigures {
  one: RunFigures;
  two: RunFigures;
  /** two.reqPerSec / one.reqPerSec */
  ratio: number;
  cores: number;
}

/** A member's request mix: the paths in turn, and the member's session cookie (`name=value`). */
export interface MemberMix {
  paths: string[];
  cookie: string;
}

/**
 * Gives the caller rentals and notifications, and answers the request mix: each connection cycles through
 * browse, details, search, details, my rentals, notifications. Also used by the soak (./soak.ts).
 */
export async function prepareMix(databaseUrl: string, callerId: number): Promise<MemberMix> {
  const handle = openPostgres(databaseUrl, 2);
  try {
    const { rows: visible } = await handle.pool!.query<{ id: number; owner_id: number; fee: number }>(
      `select b.id, b.owner_id, b.daily_fee_paise as fee from books b
        join book_hubs bh on bh.book_id = b.id
        join hub_memberships m on m.hub_id = bh.hub_id and m.user_id = $1
        where b.owner_id <> $1 order by b.id limit $2`,
      [callerId, CALLER_RENTALS + 4],
    );
    if (visible.length < CALLER_RENTALS + 4) throw new Error('the caller sees too few books to measure');
    const now = Date.now();
    const day = 24 * 3600 * 1000;
    await handle.db.insert(rentals).values(
      visible.slice(0, CALLER_RENTALS).map((b, i) => ({
        bookId: b.id,
        borrowerId: callerId,
        lenderId: b.owner_id,
        status: 'completed' as const,
        startDate: new Date(now - (30 + i) * day),
        endDate: new Date(now - (23 + i) * day),
        returnedAt: new Date(now - (23 + i) * day),
        durationDays: 7,
        dailyFeePaise: b.fee,
        rentalFeePaise: 7 * b.fee,
        platformFeePaise: 0,
        securityDepositPaise: 10_000,
        totalPaise: 7 * b.fee + 10_000,
        lenderAmountPaise: 7 * b.fee,
        paymentMethod: 'brocks' as const,
      })),
    );
    // straight into the table: no mail deliveries for the jobs to send during the runs
    await handle.db.insert(notifications).values(
      Array.from({ length: CALLER_NOTIFICATIONS }, (_, i) => ({
        userId: callerId,
        type: 'book_returned' as const,
        title: 'Book Returned',
        message: `A returned book (${i + 1})`,
        isRead: i % 3 !== 0,
      })),
    );
    const cookie = `${SESSION_COOKIE}=${await createSession(handle.db, callerId, new Date())}`;
    const details = visible.slice(CALLER_RENTALS).map((b) => `/api/books/${b.id}`);
    return {
      cookie,
      paths: [
        '/api/books/browse?limit=20',
        details[0]!,
        '/api/books/browse?search=harry%20pottr&sortBy=rating&limit=20',
        details[1]!,
        '/api/rentals/borrowed',
        '/api/notifications',
        details[2]!,
        '/api/books/browse?genres=Fiction,Fantasy&maxPrice=30&sortBy=price_low&limit=20',
        details[3]!,
      ],
    };
  } finally {
    await handle.close();
  }
}

/** Sends each request of the mix once to `origin`; throws on the first that does not answer 2xx. */
export async function checkMix(origin: string, mix: MemberMix): Promise<void> {
  for (const path of mix.paths) {
    const res = await fetch(`${origin}${path}`, { headers: { cookie: mix.cookie } });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  }
}

/** Drives `origins` at once for `seconds`, CONNECTIONS split between them; one figure over all answers. */
async function driveAll(
  name: string,
  origins: string[],
  seconds: number,
  mix: MemberMix,
): Promise<RunFigures> {
  const latencies: number[] = [];
  const runs = await Promise.all(
    origins.map((url) => {
      const instance = autocannon({
        url,
        connections: Math.round(CONNECTIONS / origins.length),
        duration: seconds,
        headers: { cookie: mix.cookie },
        requests: mix.paths.map((path) => ({ method: 'GET', path })),
      });
      instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      return instance;
    }),
  );
  const sum = (pick: (r: (typeof runs)[number]) => number) => runs.reduce((s, r) => s + pick(r), 0);
  return figures(
    name,
    latencies,
    Math.max(...runs.map((r) => r.duration)),
    sum((r) => r.non2xx),
    sum((r) => r.errors + r.timeouts),
  );
}

/** Starts `count` instances on the database, warms them up, measures the mix, and stops them. */
async function measure(count: number, o: InstancesOptions, mix: MemberMix): Promise<RunFigures> {
  const cluster = await startCluster({
    count,
    databaseUrl: o.databaseUrl,
    redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
    // per-request log lines would be parsed by this process, which also drives the load
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const origins = cluster.instances.map((i) => i.origin);
    await checkMix(origins[0]!, mix);
    await driveAll('warm-up', origins, WARMUP_SECONDS, mix);
    return await driveAll(`${count} instance${count === 1 ? '' : 's'}`, origins, o.seconds, mix);
  } finally {
    await cluster.stop();
  }
}

/** Measures the mix against one instance, then two, on `o.databaseUrl` (see the module comment). */
export async function benchInstances(o: InstancesOptions): Promise<InstancesFigures> {
  const mix = await prepareMix(o.databaseUrl, o.callerId);
  o.log(
    `instances: ${mix.paths.length} requests in turn (browse, details, search, my rentals, notifications), ${CONNECTIONS} connections, ${o.seconds} s each`,
  );
  const one = await measure(1, o, mix);
  o.log(`  1 instance: ${one.reqPerSec.toFixed(1)} req/s`);
  const two = await measure(2, o, mix);
  o.log(`  2 instances: ${two.reqPerSec.toFixed(1)} req/s`);
  return { one, two, ratio: two.reqPerSec / one.reqPerSec, cores: availableParallelism() };
}

/** The printed block: the two runs and their ratio. */
export function instancesBlock(f: InstancesFigures): string {
  const n = (v: number) => v.toFixed(1).padStart(8);
  return [
    `instances (browse + details + my rentals + notifications, ${CONNECTIONS} connections, ${f.cores} cores shared by load generator, app and PostgreSQL)`,
    'run               req/s    p50 ms   p95 ms   p99 ms   requests  non-2xx/errors',
    ...[f.one, f.two].map(
      (r) =>
        `${r.name.padEnd(14)}${n(r.reqPerSec)}${n(r.p50)} ${n(r.p95)} ${n(r.p99)}   ${String(r.requests).padStart(8)}  ${r.non2xx}/${r.errors}`,
    ),
    `throughput 2 instances / 1 instance: ${f.ratio.toFixed(2)}`,
  ].join('\n');
}

/** `npx tsx bench/instances.ts`: a database of its own, loaded, measured, dropped (./database.ts). */
async function main(): Promise<void> {
  const log = (msg: string) => process.stdout.write(`${msg}\n`);
  await withBenchDatabase({ prefix: 'hubshelf_bench_inst', log }, async (databaseUrl, data) => {
    const result = await benchInstances({
      databaseUrl,
      callerId: data.callerId,
      seconds: Number(process.env.BENCH_SECONDS ?? 10),
      log,
    });
    log(`\n${instancesBlock(result)}`);
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
