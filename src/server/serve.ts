/**
 * The server, started by main.ts (after tracing, when configured): reads config, opens and migrates the database, loads the offline catalogue, seeds demo
 * data on first start,
 * listens on PORT, starts the scheduled jobs, and shuts down gracefully on SIGTERM/SIGINT (ADR 0037):
 * the listener stops accepting, open event streams end with a `retry:` hint, in-flight requests finish
 * (up to SHUTDOWN_GRACE_MS), jobs stop between runs, the pools close, and the process exits 0.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { seedDemoData } from './seed';
import { loadOfflineCatalogue } from './modules/books';
import { systemClock } from './lib/clock';
import { scheduledJobs } from './jobs';
import { startJobs } from './jobs/scheduler';

/** How long in-flight requests and running jobs may take to finish after SIGTERM, in ms. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Runs the server until a signal; `stopTracing` flushes the spans at shutdown (ADR 0053). */
export async function serve(stopTracing?: () => Promise<void>): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  const app = await buildApp({ config, database, clock: systemClock, serveClient: true });
  // the shelf reader's offline catalogue (ADR 0049); without it shelf photos still give 'check' suggestions
  await loadOfflineCatalogue(database.db).catch((err: unknown) =>
    app.log.warn({ err }, 'offline catalogue not loaded; shelf photos match listed books only'),
  );
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, systemClock, app.deps.files);
    // Plain text, not a JSON log line: a person starting the app reads these accounts once.
    if (seeded) console.log(`\n${seeded}\n`);
  }
  let stopJobs: () => Promise<void> = async () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const grace = setTimeout(() => {
      app.log.warn(`requests or jobs still running after ${SHUTDOWN_GRACE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    grace.unref();
    // Connections that become idle during the close (an ended stream, a finished in-flight request on a
    // keep-alive socket) would otherwise hold it open until their keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await Promise.all([stopJobs(), app.close()]);
    clearInterval(sweep);
    await database.close();
    await stopTracing?.().catch(() => {});
    clearTimeout(grace);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  stopJobs = startJobs(app, scheduledJobs(config), config.jobPeriodMs);
  app.log.info(
    `Hubshelf is running on ${config.publicUrl} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}
