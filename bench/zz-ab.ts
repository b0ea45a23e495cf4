import { readFileSync } from 'node:fs';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { browseQuery } from '../src/contract/books';
import { browseOptions, readBooksSql } from '../src/server/modules/books';
import { cpuMs } from './cpu';
import { withBenchDatabase } from './database';
import { BROWSE_PATHS } from './drive';

const books = Number(process.env.AB_BOOKS ?? 1_000_000);
await withBenchDatabase({ prefix: 'hubshelf_ab', books, log: console.log }, async (url, data) => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(readFileSync('/tmp/million-books-search-old.sql', 'utf8'));
  const pid = (await c.query<{ p: number }>('select pg_backend_pid() as p')).rows[0]!.p;
  const queries = BROWSE_PATHS.map((path) => {
    const parsed = browseQuery.parse(Object.fromEntries(new URL(path, 'http://x').searchParams));
    return { path, ...new PgDialect().sqlToQuery(readBooksSql(browseOptions(parsed, data.callerId))) };
  });
  const totals: Record<string, { cpu: number; wall: number; n: number }> = {};
  for (let round = 0; round < 6; round++) {
    for (const variant of round % 2 ? ['new', 'old'] : ['old', 'new']) {
      for (const q of queries) {
        const text = variant === 'old' ? q.sql.replace('books_search(', 'books_search_old(') : q.sql;
        await c.query(text, q.params);
        const key = `${variant} ${q.path}`;
        const t = (totals[key] ??= { cpu: 0, wall: 0, n: 0 });
        const c0 = cpuMs(pid);
        const w0 = performance.now();
        for (let i = 0; i < 10; i++) await c.query(text, q.params);
        t.wall += performance.now() - w0;
        t.cpu += cpuMs(pid) - c0;
        t.n += 10;
      }
    }
  }
  for (const [key, t] of Object.entries(totals).sort())
    console.log(`${key}: backend CPU ${(t.cpu / t.n).toFixed(2)} ms, wall ${(t.wall / t.n).toFixed(2)} ms per query (${t.n})`);
  for (const v of ['old', 'new']) {
    const rows = Object.entries(totals).filter(([k]) => k.startsWith(v));
    const cpu = rows.reduce((s, [, t]) => s + t.cpu / t.n, 0) / rows.length;
    const wall = rows.reduce((s, [, t]) => s + t.wall / t.n, 0) / rows.length;
    console.log(`${v} search, mean over the 4 browse requests: backend CPU ${cpu.toFixed(2)} ms, wall ${wall.toFixed(2)} ms`);
  }
  await c.end();
});
