/**
 * Benchmark child process: the real app on an in-memory PGlite database with the demo data (the
 * embedded mode of `npm start`), for the one-member browse figure. Prints `{"port": N, "cookie": "…"}`
 * on stdout when ready: a session of the demo member who sees the most books. As the app's
 * `embedded-analyze` job does at start (ADR 0060), it runs ANALYZE first, unless BENCH_PGLITE_ANALYZE=0
 * (the figure without it).
 */
import { buildApp } from '../src/server/app';
import { systemClock } from '../src/server/lib/clock';
import { createSession, SESSION_COOKIE } from '../src/server/plugins/session';
import { analyzeEmbedded } from '../src/server/jobs/embedded-analyze';
import { benchConfig } from './app-config';
import { openDemoDatabase } from './demo';

const { handle: database, memberId } = await openDemoDatabase(systemClock);
if (process.env.BENCH_PGLITE_ANALYZE !== '0') await analyzeEmbedded(database);
const config = benchConfig('hubshelf-bench-pglite');
const app = await buildApp({ config, database, clock: systemClock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const cookie = `${SESSION_COOKIE}=${await createSession(database.db, memberId, new Date())}`;
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, cookie })}\n`,
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
