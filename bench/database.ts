/**
 * A throw-away, loaded PostgreSQL database for a bench script run on its own (`npx tsx bench/instances.ts`,
 * `npm run bench:soak`): created on the server of BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, migrated, loaded with the bench data (./data.ts), handed to
 * the caller, and dropped afterwards, whether the caller succeeded or threw (kept when BENCH_KEEP=1).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadBenchData, SIZES, type LoadedData } from './data';

/** The PostgreSQL server the benches make their databases on (a URL; its database part is replaced). */
export function benchServerUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

/** `server` with its database set to `name`. */
export function databaseAt(server: string, name: string): string {
  const u = new URL(server);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server's `postgres` database (create / drop database). */
async function admin(server: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: databaseAt(server, 'postgres') });
  await c.connect();
  await c.query(sql).finally(() => c.end());
}

export interface BenchDatabaseOptions {
  /** the database's name starts with this, then 8 random hex digits */
  prefix: string;
  /** books to load (default SIZES.books, 100,000) */
  books?: number;
  log: (msg: string) => void;
}

/**
 * Creates, migrates and loads a database, then resolves with what `run(url, data)` resolves to; drops the
 * database afterwards unless BENCH_KEEP=1 (then it logs the name kept).
 */
export async function withBenchDatabase<T>(
  o: BenchDatabaseOptions,
  run: (url: string, data: LoadedData) => Promise<T>,
): Promise<T> {
  const server = benchServerUrl();
  const name = `${o.prefix}_${randomBytes(4).toString('hex')}`;
  await admin(server, `create database "${name}"`);
  try {
    const url = databaseAt(server, name);
    const handle = openPostgres(url, 4);
    let data: LoadedData;
    try {
      await runMigrations(handle);
      data = await loadBenchData(handle.pool!, o.log, o.books ?? SIZES.books);
    } finally {
      await handle.close();
    }
    return await run(url, data);
  } finally {
    if (process.env.BENCH_KEEP === '1') o.log(`kept database ${name}`);
    else await admin(server, `drop database if exists "${name}" with (force)`);
  }
}
