import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseQuery } from '@/contract/books';
import type { Db, Tx } from '../../db/client';
import { statementName } from '../../db/prepared';
import { onOneSession } from '../../testing/one-session';
import { createBrowseWorld, type BrowseWorld } from './browse-test-helpers';
import {
  browseBooks,
  browseOptions,
  countAvailableHubBooks,
  listHubBooks,
  queryRows,
  readBooksSql,
  safeOwners,
} from './index';
import { countBooksSql } from './sql';

/**
 * Which reads run as named prepared statements (docs/decisions/0070-prepared-reads.md): every browse but one
 * that bounds the price without a search, which is planned with its bounds every time, and home's hub books
 * and Available Books count. The world is described in browse-test-helpers.ts.
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
    return onOneSession(w.t, run);
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

  it("prepares home's hub books and Available Books count", async () => {
    const now = new Date();
    const id = w.asha.user.id;
    const text = (query: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(query).sql;
    const names = [
      readBooksSql({ viewerId: id, scoped: true, where: safeOwners(id, now), order: 'newest', limit: 20 }),
      countBooksSql(id, { availability: 'available' }, safeOwners(id, now)),
    ].map((query) => statementName(text(query)));
    const run = async (db: Db | Tx) => {
      expect((await listHubBooks(db, id, 20, now)).length).toBeGreaterThan(0);
      expect(await countAvailableHubBooks(db, id, now)).toBeGreaterThan(0);
      return queryRows<{ name: string }>(db, sql`select name from pg_prepared_statements order by name`);
    };
    const prepared = await onOneSession(w.t, run);
    expect(prepared.map((r) => r.name)).toEqual(expect.arrayContaining(names));
  });
});
