/**
 * Runs test code on one database session, to see what that session holds (its prepared statements,
 * docs/decisions/0070-prepared-reads.md): PGlite's only session, or on PostgreSQL a transaction's connection
 * of the test app's own pool.
 */
import type { Db, Tx } from '../db/client';
import type { TestApp } from './harness';

/** `fn` run on one session of `t`'s database; resolves with what it resolves to. */
export function onOneSession<T>(t: TestApp, fn: (db: Db | Tx) => Promise<T>): Promise<T> {
  return t.database.kind === 'pglite' ? fn(t.db) : t.db.transaction(fn);
}
