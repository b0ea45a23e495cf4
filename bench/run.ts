/**
 * `npm run bench` (ARCHITECTURE §6; docs/decisions/0012-browse-performance.md,
 * docs/decisions/0060-a-million-books.md): browse/search on PostgreSQL at one or more sizes, against the
 * browse budget.
 *
 * BENCH_BOOKS: a comma list of sizes (`10k,100k,1M`; default 100k). For each size (bench/size.ts): a
 * throw-away database on the server of BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, migrated and loaded (bench/data.ts; above 100k the copies
 * are made inside PostgreSQL, bench/generate.ts); the real app and a bare node:http + pg baseline running
 * the same browse SQL, checked to answer the same books; `GET /api/books/browse` (typo-tolerant text search
 * + two filters + a sort, four variants in turn) driven at 32 connections for BENCH_SECONDS (default 20)
 * per server (throughput, CPU per request of the server process and its PostgreSQL backends), then at a
 * constant 100 req/s for the app's p95; and the admin analytics at 4 connections as an administrator.
 *
 * On the last size only: the recommendations at 100 req/s, a member's mix against one and two real
 * instances (bench/instances.ts; skipped with BENCH_INSTANCES=0) and the app on in-memory PGlite with the
 * demo data, one member alone (bench/pglite-app.ts). Then a table per size and whether each target is met
 * (the targets at the largest size; CPU at 1M ≤ 2× its cost at 10k when both are measured).
 */
import pg from 'pg';
import { drive, driveAtRate, PGLITE_PATHS, RATE, SECONDS, startChild, table, WARMUP_SECONDS } from './drive';
import { parseSize } from './generate';
import { benchInstances, instancesBlock, type InstancesFigures } from './instances';
import { benchSize, type SizeFigures } from './size';
import type { RunFigures } from './stats';

const TARGET = { cpuMs: 3, p95Ms: 25, ratio: 0.8, pgliteP95Ms: 5, analyticsP95Ms: 100, cpuGrowth: 2 };

const log = (msg: string) => process.stdout.write(`${msg}\n`);

const sizes = (process.env.BENCH_BOOKS ?? '100k').split(',').map(parseSize);

interface Extras {
  recommended: RunFigures;
  instances?: InstancesFigures;
  pglite: RunFigures;
}

let extras: Extras | undefined;
const results: SizeFigures[] = [];
for (const [i, books] of sizes.entries()) {
  const last = i === sizes.length - 1;
  results.push(
    await benchSize(
      books,
      log,
      last
        ? async (ctx) => {
            // recommendations (docs/decisions/0026-genre-preferences-and-recommendations.md): p95 under 50 ms
            const prefs = new pg.Client({ connectionString: ctx.url });
            await prefs.connect();
            await prefs.query(
              `insert into user_genre_preferences (user_id, genre, preference_level) values
                ($1, 'Fiction', 5), ($1, 'Mystery', 3), ($1, 'Romance', 1), ($1, 'Cooking', 3)`,
              [ctx.callerId],
            );
            await prefs.end();
            log(`measuring ${SECONDS} s of GET /api/books/recommended at a constant ${RATE} req/s`);
            const recommended = await driveAtRate(`recommended @${RATE}/s`, ctx.port, SECONDS, {
              cookie: ctx.cookie,
              paths: ['/api/books/recommended'],
            });
            ctx.stopServers();
            const instances =
              process.env.BENCH_INSTANCES === '0'
                ? undefined
                : await benchInstances({
                    databaseUrl: ctx.url,
                    callerId: ctx.callerId,
                    seconds: SECONDS,
                    log,
                  });
            log('\nPGlite with the demo data: one member, 1 connection');
            const lite = await startChild('./pglite-app.ts', {});
            try {
              const litePaths = { cookie: lite.cookie, connections: 1, paths: PGLITE_PATHS };
              await drive('pglite', lite.port, WARMUP_SECONDS, litePaths);
              extras = {
                recommended,
                instances,
                pglite: await drive('pglite 1 member', lite.port, SECONDS, litePaths),
              };
            } finally {
              lite.child.kill('SIGTERM');
            }
          }
        : undefined,
    ),
  );
}

const ms = (n: number) => n.toFixed(2).padStart(9);
for (const r of results) {
  log(`\n--- ${r.label} books`);
  log(table([r.app.run, r.bare.run, r.rate, r.analytics]));
  const c = r.app.cpu;
  log(
    `CPU per request, app:  ${c.total.toFixed(2)} ms (node ${c.app.toFixed(2)} + PostgreSQL ${c.db.toFixed(2)})`,
  );
  const b = r.bare.cpu;
  log(
    `CPU per request, bare: ${b.total.toFixed(2)} ms (node ${b.app.toFixed(2)} + PostgreSQL ${b.db.toFixed(2)})`,
  );
}
if (extras) {
  log(`\n${table([extras.recommended, extras.pglite])}`);
  if (extras.instances) log(`\n${instancesBlock(extras.instances)}`);
}

log('\nsize      CPU/browse ms  (node + PostgreSQL)   p95 @100/s ms   analytics p95 ms   app/bare');
for (const r of results) {
  const c = r.app.cpu;
  log(
    `${r.label.padEnd(8)}${ms(c.total)}  (${c.app.toFixed(2)} + ${c.db.toFixed(2)})`.padEnd(46) +
      `${ms(r.rate.p95)}       ${ms(r.analytics.p95)}        ${r.ratio.toFixed(2)}`,
  );
}

const largest = results.at(-1)!;
const smallest = results[0]!;
const checks: [string, number, number, string][] = [
  [`CPU per browse request at ${largest.label}, ms`, largest.app.cpu.total, TARGET.cpuMs, '≤'],
  [`p95 at a constant ${RATE} req/s at ${largest.label}, ms`, largest.rate.p95, TARGET.p95Ms, '≤'],
  ['throughput app / bare, lowest of the sizes', Math.min(...results.map((r) => r.ratio)), TARGET.ratio, '≥'],
  [`admin analytics p95 at ${largest.label}, ms`, largest.analytics.p95, TARGET.analyticsP95Ms, '≤'],
];
if (results.length > 1)
  checks.push([
    `CPU/browse ${largest.label} ÷ ${smallest.label}`,
    largest.app.cpu.total / smallest.app.cpu.total,
    TARGET.cpuGrowth,
    '≤',
  ]);
if (extras) {
  checks.push([`recommendations p95 at ${RATE} req/s, ms`, extras.recommended.p95, 50, '≤']);
  checks.push(['PGlite demo data p95 for one member, ms', extras.pglite.p95, TARGET.pgliteP95Ms, '≤']);
}
log('');
for (const [label, value, target, op] of checks) {
  const met = op === '≤' ? value <= target : value >= target;
  log(
    `${label.padEnd(44)} ${value.toFixed(2).padStart(7)}  (target ${op} ${target}) ${met ? 'met' : 'NOT met'}`,
  );
}
