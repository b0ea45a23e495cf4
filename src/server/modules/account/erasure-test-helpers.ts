/**
 * What the erasure API tests share (ADR 0052): every place in the database a text still holds, found by
 * searching every text, varchar and json(b) column of every table.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../testing/harness';

/** `table.column` of every text-like column in the public schema. */
async function textColumns(t: TestApp): Promise<{ table: string; column: string }[]> {
  const res = (await t.db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')
    order by table_name, column_name`)) as unknown as { rows: { table: string; column: string }[] };
  return res.rows;
}

/** Each `table.column` where some row holds `needle` (any letter case), e.g. `['notifications.data']`. */
export async function whereTextIs(t: TestApp, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(t)) {
    const res = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
        where position(lower(${needle}) in lower(${sql.identifier(column)}::text)) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (Number(res.rows[0].n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
