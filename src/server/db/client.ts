/**
 * Opens the database: PGlite (embedded PostgreSQL in WebAssembly, data under DATA_DIR) by default, or
 * a node-postgres pool when DATABASE_URL is set (ARCHITECTURE §2). Both expose the same Drizzle API.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database handle every service takes; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as `Db`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance in embedded mode (for dumps in tests), else undefined. */
  pglite?: PGlite;
  /** The pool in PostgreSQL mode (LISTEN/NOTIFY, raw SQL in benchmarks), else undefined. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * Opens an embedded PGlite database in `dataDir` (or in memory when `dataDir` is undefined), starting from
 * the `loadDataDir` dump when given. `binaries` hands over an already compiled WebAssembly module and
 * file-system bundle (test workers open many databases: src/server/testing/pglite-binaries.ts).
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
  binaries?: Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>,
): Promise<DatabaseHandle> {
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, ...binaries });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/**
 * How long a query may wait for a pooled connection (a new one while PostgreSQL is unreachable, or a free
 * one when all are busy) before it fails, in ms; such failures answer 503 (plugins/errors.ts, ADR 0037).
 */
export const POOL_CONNECT_TIMEOUT_MS = 3_000;

/**
 * Opens a node-postgres pool on `url`. `max` is the pool size (default 20: each instance holds three LISTEN
 * connections (notifications, hub chat, conversations) and, while its scheduled jobs run, one advisory-lock
 * connection per job besides the job's own queries, with requests still to serve). An idle connection that the
 * server ends (a restart, a failover, a dropped test database) is reported to `onIdleError` (default: a
 * warning on stderr) instead of crashing the process; the pool replaces it on the next query. Getting a
 * connection fails after POOL_CONNECT_TIMEOUT_MS instead of waiting for the database to come back.
 */
export function openPostgres(
  url: string,
  max = 20,
  onIdleError: (err: Error) => void = (err) => console.warn(`PostgreSQL connection lost: ${err.message}`),
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS });
  pool.on('error', onIdleError);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}
