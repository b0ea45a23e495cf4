/**
 * Benchmark child process: the real app on an in-memory PGlite database with the demo data (the
 * embedded mode of `npm start`), for the one-member browse figure. Prints `{"port": N, "cookie": "…"}`
 * on stdout when ready: a session of the demo member who sees the most books.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { systemClock } from '../src/server/lib/clock';
import { createSession, SESSION_COOKIE } from '../src/server/plugins/session';
import { openDemoDatabase } from './demo';

const { handle: database, memberId } = await openDemoDatabase(systemClock);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: join(tmpdir(), 'hubshelf-bench-pglite'),
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
});
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
