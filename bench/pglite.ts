/**
 * `npx tsx bench/pglite.ts` (docs/decisions/0060-a-million-books.md): only the PGlite part of `npm run
 * bench`, the app on in-memory PGlite with the demo data and one member browsing alone (1 connection) for
 * BENCH_SECONDS (default 20) after a warm-up. BENCH_PGLITE_ANALYZE=0 measures without the start-up ANALYZE.
 */
import { drive, PGLITE_PATHS, SECONDS, startChild, table, WARMUP_SECONDS } from './drive';

const lite = await startChild('./pglite-app.ts', {});
try {
  const paths = { cookie: lite.cookie, connections: 1, paths: PGLITE_PATHS };
  await drive('pglite', lite.port, WARMUP_SECONDS, paths);
  const run = await drive('pglite 1 member', lite.port, SECONDS, paths);
  process.stdout.write(`${table([run])}\n`);
} finally {
  lite.child.kill('SIGTERM');
}
