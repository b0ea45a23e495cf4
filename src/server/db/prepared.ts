/**
 * A read as a named prepared statement (docs/decisions/0070-prepared-reads.md), so PostgreSQL parses and
 * plans a statement's shape once per connection and, after its first five runs, may reuse a generic plan
 * instead of planning every request (planning was most of a browse: at 10k books 2.2 → 0.7 ms of backend
 * CPU per query). Only for reads whose generic plans were measured (browse, with `browseIsPrepared` in
 * modules/books/read.ts, and home's reads).
 *
 * A statement's name is `hs_` and a hash of its text, so the same shape (the same SQL with other
 * parameters) gets the same name on every connection and instance.
 * - node-postgres: the statement is named in the Parse message; the driver remembers per connection which
 *   names it has parsed. Inside a transaction this runs on the transaction's connection.
 * - PGlite (one session): `PREPARE name AS …` once per database, then `EXECUTE name(…)` with the
 *   parameters written as literals by node-postgres's own conversions (`prepareValue`, `escapeLiteral`),
 *   which is what the driver would send as text. Inside a PGlite transaction the query runs unnamed.
 * - At most MAX_PREPARED_SHAPES distinct shapes are prepared per database handle (a pool, a transaction's
 *   connection, a PGlite database); a statement beyond them runs unnamed, so memory on the server stays
 *   bounded whatever filters callers combine.
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import pgUtils from 'pg/lib/utils';
import type { Db, Tx } from './client';

/** Distinct statement shapes prepared per database handle; later shapes run unnamed. */
export const MAX_PREPARED_SHAPES = 200;

const dialect = new PgDialect();
/** The names admitted per database handle (the driver's client object). */
const admittedBy = new WeakMap<object, Set<string>>();
/** PREPAREs done or under way per embedded database (concurrent first calls share one). */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** The statement name of SQL `text`: `hs_` and 24 hex digits of its SHA-1. */
export function statementName(text: string): string {
  return `hs_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** `value` as an SQL literal, as node-postgres would send it as a text parameter; `null` for null. */
function sqlLiteral(value: unknown): string {
  const text = pgUtils.prepareValue(value);
  if (text === null) return 'null';
  if (typeof text !== 'string') throw new TypeError('A prepared read cannot take binary parameters');
  return pg.escapeLiteral(text);
}

/** The name to prepare `text` under on `client`, or undefined once it took MAX_PREPARED_SHAPES others. */
function admit(client: object, text: string): string | undefined {
  let admitted = admittedBy.get(client);
  if (!admitted) admittedBy.set(client, (admitted = new Set()));
  const name = statementName(text);
  if (admitted.has(name)) return name;
  if (admitted.size >= MAX_PREPARED_SHAPES) return undefined;
  admitted.add(name);
  return name;
}

type Session = Db['_']['session'];

async function run<T>(session: Session, sql: string, params: unknown[], name?: string): Promise<T[]> {
  const result = await session.prepareQuery({ sql, params }, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** Prepares `text` as `name` in `lite` once (a failed PREPARE is forgotten, so the next call retries). */
function prepareOnce(lite: PGlite, name: string, text: string): Promise<void> {
  let names = preparedIn.get(lite);
  if (!names) preparedIn.set(lite, (names = new Map()));
  let done = names.get(name);
  if (!done) {
    done = lite.exec(`prepare ${name} as ${text}`).then(() => undefined);
    names.set(name, done);
    done.catch(() => names.delete(name));
  }
  return done;
}

/**
 * Discards every prepared statement of embedded database `lite` (`DEALLOCATE ALL`) and what this module
 * knows of them, so its cap starts afresh: for an instance handed on to another user, as the API tests'
 * pool of PGlite databases does (docs/decisions/0063-api-tests-reuse-pglite.md).
 */
export async function deallocatePrepared(lite: PGlite): Promise<void> {
  await lite.exec('DEALLOCATE ALL');
  preparedIn.delete(lite);
  admittedBy.delete(lite);
}

/**
 * The rows of read `query` on `db` (either driver, in or out of a transaction), run as a named prepared
 * statement where it can be (above). Errors are the database's, as with `db.execute`.
 */
export async function preparedRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const { sql, params } = dialect.sqlToQuery(query);
  const session = db._.session;
  const client = (session as unknown as { client: unknown }).client;
  if (client instanceof PGlite) {
    const name = admit(client, sql);
    if (name) {
      await prepareOnce(client, name, sql);
      const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
      return run<T>(session, `execute ${name}${args}`, []);
    }
  } else if (client instanceof pg.Pool || client instanceof pg.Client) {
    return run<T>(session, sql, params, admit(client, sql));
  }
  return run<T>(session, sql, params);
}
