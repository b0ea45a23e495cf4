/**
 * Benchmark child process: the real Hubshelf app (all plugins and modules) on the benchmark database
 * `BENCH_DB_URL`, listening on a free port of 127.0.0.1. Prints `{"port": N}` on stdout when ready.
 * Request logging is off (as the bare server has none). Its PostgreSQL connections carry the
 * `application_name` of `benchApplicationName(pid)` (cpu.ts).
 */
import { buildApp } from '../src/server/app';
import { openPostgres } from '../src/server/db/client';
import { systemClock } from '../src/server/lib/clock';
import { benchConfig } from './app-config';
import { withBenchApplicationName } from './cpu';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is required');
const config = benchConfig('hubshelf-bench', { DATABASE_URL: url });
// connections named after this process, so the bench counts the CPU of exactly its backends (cpu.ts)
const database = openPostgres(withBenchApplicationName(url, process.pid), 10);
const app = await buildApp({ config, database, clock: systemClock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
