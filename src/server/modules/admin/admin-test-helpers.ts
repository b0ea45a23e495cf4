/**
 * What the admin API tests share: a fingerprint of every table (to prove a refused call wrote nothing)
 * and concrete URLs for the registered `/api/admin/*` routes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** An md5 of every row of every table in the public schema, by table; any insert, update or delete changes it. */
export async function tablesFingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions'
        order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const res = await db.execute<{ h: string | null }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    out[name] = rowsOf<{ h: string | null }>(res)[0]?.h ?? '';
  }
  return out;
}

/** Rows of a `db.execute` answer on node-postgres or PGlite. */
function rowsOf<T>(res: unknown): T[] {
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}

/** A URL for a registered route path: `:id` → 1, any other parameter → `onboarding`. */
export const concreteUrl = (url: string) => url.replace(/:id\b/g, '1').replace(/:[A-Za-z]+/g, 'onboarding');
