/**
 * `npx tsx bench/explain.ts <database url> <caller id> <browse path>…` (docs/decisions/0060-a-million-books.md):
 * prints EXPLAIN (ANALYZE, BUFFERS) of the browse SQL the app runs for each path as member `caller id`, and,
 * through auto_explain, the plans of the statements inside `books_search` (a plpgsql function is one opaque
 * Function Scan in the outer plan). For a database kept by `BENCH_KEEP=1 npm run bench`.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { browseQuery } from '../src/contract/books';
import { browseOptions, readBooksSql } from '../src/server/modules/books';

const [url, caller, ...paths] = process.argv.slice(2);
if (!url || !caller || paths.length === 0)
  throw new Error('usage: explain.ts <database url> <caller id> <path>…');
const client = new pg.Client({ connectionString: url });
await client.connect();
client.on('notice', (n) => process.stdout.write(`${n.message ?? ''}\n`));
await client.query(`load 'auto_explain'`);
for (const setting of [
  'auto_explain.log_min_duration = -1',
  'auto_explain.log_analyze = on',
  'auto_explain.log_buffers = on',
  'auto_explain.log_nested_statements = on',
  'client_min_messages = log',
])
  await client.query(`set ${setting}`);
for (const path of paths) {
  const u = new URL(path, 'http://bench.local');
  const parsed = browseQuery.parse(Object.fromEntries(u.searchParams));
  const query = new PgDialect().sqlToQuery(readBooksSql(browseOptions(parsed, Number(caller))));
  process.stdout.write(`\n===== ${path}\n`);
  await client.query('set auto_explain.log_min_duration = -1');
  await client.query(query.sql, query.params); // warm the caches
  await client.query('set auto_explain.log_min_duration = 0');
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${query.sql}`,
    query.params,
  );
  process.stdout.write(`${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
}
await client.end();
