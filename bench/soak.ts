/**
 * `npm run bench:soak`: a memory soak of two instances (ARCHITECTURE §1 "several instances"; ADR 0037).
 * Two real app processes (src/server/testing/cluster.ts) on one throw-away PostgreSQL database
 * (./database.ts; SOAK_BOOKS books, default 10,000: a leak needs time and traffic, not a large catalogue)
 * serve, for SOAK_MINUTES (default 20):
 * - a member's mix (browse, search, book details, my rentals, notifications: `prepareMix` of
 *   ./instances.ts) at a constant SOAK_RATE requests a second in total (default 40), split evenly between
 *   the instances (open loop, ./constant-rate.ts): moderate on purpose, a soak looks for leaks, not
 *   throughput;
 * - SOAK_STREAMS notification streams per instance (default 20; ./soak-streams.ts), of STREAM_MEMBERS
 *   members, each closed after 5 to 30 s and opened again, while one member in turn is told every
 *   NOTIFY_MS that their notifications changed (`publishChanged`), so open streams receive events.
 *
 * Every SOAK_SAMPLE_SECONDS (default 60) it prints one line per instance: minute, RSS MB and heap used MB
 * (the instance's `/metrics` read every READ_EVERY_SECONDS, as the lowest since its last full collection:
 * ./soak-memory.ts), the full collections so far, requests so far, non-2xx answers and failed requests so
 * far, and the streams opened, events received and stream errors so far. It then prints the
 * verdict and exits 1 when it fails: when the last sample's RSS or heap of either instance is more than
 * 15 % above its baseline (the sample at SOAK_WARMUP_MINUTES, default 5; a quarter of the run for runs
 * under 6 minutes), when any request answered other than 2xx or failed, or when a stream failed.
 * Redis: BENCH_REDIS_URL, else TEST_REDIS_URL, else none (rate limits counted in PostgreSQL).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgres, type DatabaseHandle } from '../src/server/db/client';
import { publishChanged } from '../src/server/modules/notifications';
import { createSession, SESSION_COOKIE } from '../src/server/plugins/session';
import { startCluster, type Instance } from '../src/server/testing/cluster';
import { constantRate } from './constant-rate';
import { withBenchDatabase } from './database';
import { checkMix, prepareMix, type MemberMix } from './instances';
import {
  baselineSeconds,
  GROWTH_LIMIT,
  settle,
  mb,
  memoryVerdict,
  percent,
  readMemory,
  type MemorySample,
} from './soak-memory';
import { startStreamChurn, type StreamChurn } from './soak-streams';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MINUTES = env('SOAK_MINUTES', 20);
const SAMPLE_SECONDS = env('SOAK_SAMPLE_SECONDS', 60);
const WARMUP_MINUTES = env('SOAK_WARMUP_MINUTES', 5);
const RATE = env('SOAK_RATE', 40);
const STREAMS = env('SOAK_STREAMS', 20);
const BOOKS = env('SOAK_BOOKS', 10_000);
const INSTANCES = 2;
/** Members whose streams are opened (the caller and the next ones by id). */
const STREAM_MEMBERS = 10;
const STREAM_LIFE_MS = { min: 5_000, max: 30_000 };
/** How often one stream member is told that their notifications changed, ms. */
const NOTIFY_MS = 2_000;
/** Seconds between memory readings (settled into samples: ./soak-memory.ts). */
const READ_EVERY_SECONDS = 5;

const log = (msg: string) => process.stdout.write(`${msg}\n`);

interface Totals {
  requests: number;
  non2xx: number;
  errors: number;
}

/** Session cookies of STREAM_MEMBERS members (the caller first) and their ids. */
async function streamMembers(handle: DatabaseHandle): Promise<{ ids: number[]; cookies: string[] }> {
  const { rows } = await handle.pool!.query<{ id: number }>('select id from users order by id limit $1', [
    STREAM_MEMBERS,
  ]);
  const ids = rows.map((r) => r.id);
  const cookies = await Promise.all(
    ids.map(async (id) => `${SESSION_COOKIE}=${await createSession(handle.db, id, new Date())}`),
  );
  return { ids, cookies };
}

/** Tells one member after another, every NOTIFY_MS, that their notifications changed; returns a stop. */
function startNotifier(handle: DatabaseHandle, ids: number[], onError: (err: unknown) => void): () => void {
  let turn = 0;
  const timer = setInterval(() => {
    publishChanged(handle.db, [ids[turn++ % ids.length]!]).catch(onError);
  }, NOTIFY_MS);
  return () => clearInterval(timer);
}

const HEADER =
  'minute  instance   RSS MB  heap MB  full GCs   requests  non-2xx/errors   streams opened/events/errors';

function line(minute: number, i: number, s: MemorySample, t: Totals, churn: StreamChurn): string {
  const st = churn.counts(i);
  return [
    minute.toFixed(2).padStart(6),
    String(i + 1).padStart(9),
    mb(s.rssBytes).padStart(9),
    mb(s.heapUsedBytes).padStart(8),
    String(s.majorGcs).padStart(9),
    String(t.requests).padStart(10),
    `${t.non2xx}/${t.errors}`.padStart(15),
    `${st.opened}/${st.events}/${st.errors}`.padStart(30),
  ].join(' ');
}

/**
 * One sample period: the mix at RATE / INSTANCES per instance for SAMPLE_SECONDS, with a memory reading
 * every READ_EVERY_SECONDS and one after it, each settled into `settled` (one per instance, updated in
 * place); adds the answers to `totals` and resolves with each instance's sample, stamped `endSeconds`.
 */
async function period(
  instances: Instance[],
  mix: MemberMix,
  totals: Totals[],
  settled: MemorySample[],
  endSeconds: number,
  elapsed: () => number,
): Promise<MemorySample[]> {
  const read = async () => {
    const now = await Promise.all(instances.map((i) => readMemory(i.origin, elapsed())));
    now.forEach((r, i) => (settled[i] = settle(settled[i], r)));
  };
  const every = READ_EVERY_SECONDS;
  let loadDone = false;
  const load = Promise.all(
    instances.map((instance) =>
      constantRate({
        port: instance.port,
        rate: RATE / instances.length,
        seconds: SAMPLE_SECONDS,
        paths: mix.paths,
        cookie: mix.cookie,
      }),
    ),
  ).finally(() => (loadDone = true));
  const reader = (async () => {
    for (let t = every; t < SAMPLE_SECONDS && !loadDone; t += every) {
      await sleep(Math.max(0, (endSeconds - SAMPLE_SECONDS + t - elapsed()) * 1000));
      if (!loadDone) await read();
    }
  })();
  const runs = await load;
  await reader;
  await read();
  runs.forEach((r, i) => {
    totals[i]!.requests += r.latencies.length + r.errors;
    totals[i]!.non2xx += r.non2xx;
    totals[i]!.errors += r.errors;
  });
  return settled.map((s) => ({ ...s, seconds: endSeconds }));
}

/** Runs the soak on the cluster; resolves with the reasons it failed (empty: passed). */
async function soak(
  instances: Instance[],
  mix: MemberMix,
  members: { ids: number[]; cookies: string[] },
  handle: DatabaseHandle,
): Promise<string[]> {
  const failures: string[] = [];
  const origins = instances.map((i) => i.origin);
  const churn = startStreamChurn({
    origins,
    cookies: members.cookies,
    perInstance: STREAMS,
    minLifeMs: STREAM_LIFE_MS.min,
    maxLifeMs: STREAM_LIFE_MS.max,
  });
  let notifyErrors = 0;
  const stopNotifier = startNotifier(handle, members.ids, () => notifyErrors++);
  const totals: Totals[] = instances.map(() => ({ requests: 0, non2xx: 0, errors: 0 }));
  const samples: MemorySample[][] = instances.map(() => []);
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  try {
    log(`\n${HEADER}`);
    const settled = await Promise.all(origins.map((o) => readMemory(o, 0)));
    settled.forEach((s, i) => log(line(0, i, s, totals[i]!, churn)));
    const periods = Math.max(1, Math.round((MINUTES * 60) / SAMPLE_SECONDS));
    for (let p = 1; p <= periods; p++) {
      const end = p * SAMPLE_SECONDS;
      const got = await period(instances, mix, totals, settled, end, elapsed);
      got.forEach((s, i) => {
        samples[i]!.push(s);
        log(line(end / 60, i, s, totals[i]!, churn));
      });
    }
  } finally {
    churn.stop();
    stopNotifier();
  }
  const at = baselineSeconds(MINUTES, WARMUP_MINUTES);
  log(
    `\nbaseline: the sample at minute ${(at / 60).toFixed(2)}; limit +${GROWTH_LIMIT * 100} % to the last sample`,
  );
  instances.forEach((_, i) => {
    const v = memoryVerdict(samples[i]!, at);
    log(
      `instance ${i + 1}: RSS ${mb(v.baseline.rssBytes)} → ${mb(v.last.rssBytes)} MB (${percent(v.rssGrowth)}), heap ${mb(v.baseline.heapUsedBytes)} → ${mb(v.last.heapUsedBytes)} MB (${percent(v.heapGrowth)}), ${v.last.majorGcs - v.baseline.majorGcs} full collections in between`,
    );
    failures.push(...v.failures.map((f) => `instance ${i + 1}: ${f}`));
    const t = totals[i]!;
    if (t.non2xx + t.errors > 0)
      failures.push(`instance ${i + 1}: ${t.non2xx} non-2xx answers, ${t.errors} failed requests`);
    const st = churn.counts(i);
    if (st.errors > 0) failures.push(`instance ${i + 1}: ${st.errors} stream errors`);
    if (st.opened === 0 || st.events === 0)
      failures.push(`instance ${i + 1}: no stream opened or no event received`);
  });
  if (notifyErrors > 0) failures.push(`${notifyErrors} change notices failed`);
  return failures;
}

async function main(): Promise<void> {
  log(
    `soak: ${INSTANCES} instances, ${MINUTES} min, ${RATE} req/s in total, ${STREAMS} streams per instance, a sample every ${SAMPLE_SECONDS} s, ${BOOKS} books`,
  );
  const failures = await withBenchDatabase(
    { prefix: 'hubshelf_soak', books: BOOKS, log },
    async (url, data) => {
      const mix = await prepareMix(url, data.callerId);
      const cluster = await startCluster({
        count: INSTANCES,
        databaseUrl: url,
        redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
        env: { LOG_LEVEL: 'warn' },
      });
      const handle = openPostgres(url, 1);
      try {
        const members = await streamMembers(handle);
        for (const instance of cluster.instances) await checkMix(instance.origin, mix);
        return await soak(cluster.instances, mix, members, handle);
      } finally {
        await handle.close();
        await cluster.stop();
      }
    },
  );
  if (failures.length === 0)
    log('\nSOAK PASSED: memory within the limit, every request answered 2xx, no stream failed');
  else {
    log(`\nSOAK FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
