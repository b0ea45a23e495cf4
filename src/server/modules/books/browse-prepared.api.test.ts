import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseQuery } from '@/contract/books';
import type { Db, Tx } from '../../db/client';
import { statementName } from '../../db/prepared';
import { createBrowseWorld, type BrowseWorld } from './browse-test-helpers';
import { browseBooks, browseOptions, queryRows, readBooksSql } from './index';

/**
 * Which browses run as named prepared statements (docs/decisions/0070-prepared-reads.md): all but one that
 * bounds the price without a search, which is planned with its bounds every time. The world is described
 * in browse-test-helpers.ts.
 */
describe('browse as a prepared statement', () => {
  let w: BrowseWorld;
  beforeAll(async () => {
    w = await createBrowseWorld();
  });
  afterAll(() => w.t.close());

  /** Browses `query` as Asha on one database session; answers the books and whether it was prepared there. */
  const browseOnOneSession = async (query: string) => {
    const parsed = browseQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const now = new Date();
    const text = new PgDialect().sqlToQuery(readBooksSql(browseOptions(parsed, w.asha.user.id, now))).sql;
    const run = async (db: Db | Tx) => {
      const { books } = await browseBooks(db, w.asha.user.id, parsed, now);
      const prepared = await queryRows<{ name: string }>(
        db,
        sql`select name from pg_prepared_statements where name = ${statementName(text)}`,
      );
      return { titles: books.map((b) => b.title), prepared: prepared.length === 1 };
    };
    return w.t.database.kind === 'pglite' ? run(w.t.db) : w.t.db.transaction(run);
  };

  it('prepares a browse, a search, and a search with a price bound', async () => {
    for (const query of ['sortBy=newest&genres=Fantasy', 'search=wizard', 'search=wizard&maxPrice=25']) {
      const { titles, prepared } = await browseOnOneSession(query);
      expect(titles.length, query).toBeGreaterThan(0);
      expect(prepared, query).toBe(true);
    }
  });

  it('plans a price-bounded browse without a search with its bounds, and answers the same books', async () => {
    for (const query of ['minPrice=5&maxPrice=95', 'maxPrice=20', 'minPrice=10&sortBy=rating']) {
      const { titles, prepared } = await browseOnOneSession(query);
      expect(titles.length, query).toBeGreaterThan(0);
      expect(prepared, query).toBe(false);
      const res = await w.t.request(w.asha).get(`/api/books/browse?${query}`);
      expect(
        (res.body as { title: string }[]).map((b) => b.title),
        query,
      ).toEqual(titles);
    }
  });
});
