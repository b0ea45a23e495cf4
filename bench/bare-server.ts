/**
 * Benchmark child process: the baseline, a bare `node:http` server with a `pg` pool (10 connections,
 * like the app) answering `GET /api/books/browse?…` with exactly the SQL the app runs
 * (`readBooksSql(browseOptions(…))` from the books service) for member `BENCH_CALLER_ID`, named as the app
 * names it (a prepared statement per shape where `browseIsPrepared`, src/server/db/prepared.ts). It has no
 * sessions, no validation beyond the contract's query parsing and no response shaping. Prints
 * `{"port": N}` on stdout when ready. Its PostgreSQL connections carry the `application_name` of
 * `benchApplicationName(pid)` (cpu.ts).
 */
import { createServer } from 'node:http';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { browseQuery } from '../src/contract/books';
import { statementName } from '../src/server/db/prepared';
import { browseIsPrepared, browseOptions, readBooksSql } from '../src/server/modules/books';
import { withBenchApplicationName } from './cpu';

const url = process.env.BENCH_DB_URL;
const callerId = Number(process.env.BENCH_CALLER_ID);
if (!url || !callerId) throw new Error('BENCH_DB_URL and BENCH_CALLER_ID are required');

// connections named after this process, so the bench counts the CPU of exactly its backends (cpu.ts)
const pool = new pg.Pool({ connectionString: withBenchApplicationName(url, process.pid), max: 10 });
const dialect = new PgDialect();

const server = createServer((req, res) => {
  const u = new URL(req.url ?? '/', 'http://bench.local');
  const parsed = browseQuery.safeParse(Object.fromEntries(u.searchParams));
  if (u.pathname !== '/api/books/browse' || !parsed.success) {
    res.writeHead(400).end();
    return;
  }
  const options = browseOptions(parsed.data, callerId);
  const query = dialect.sqlToQuery(readBooksSql(options));
  const name = browseIsPrepared(options) ? statementName(query.sql) : undefined;
  pool.query({ name, text: query.sql, values: query.params }).then(
    (result) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.rows.slice(0, parsed.data.limit)));
    },
    (err: Error) => {
      res.writeHead(500).end(err.message);
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
