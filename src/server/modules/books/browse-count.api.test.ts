import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSE_HEADERS, parseTotalCount } from '@/contract/books';
import { addMember, insertHub } from '../../db/seed/hubs';
import type { TestUser } from '../../testing/harness';
import { createBrowseWorld, type BrowseWorld } from './browse-world';

/**
 * Paging and the total count of browse (spec 000 §2 'N books found', §7;
 * docs/decisions/0013-browse-count-and-paging-headers.md): the answer stays an array, `X-Total-Count`
 * counts every matching book (exact up to 1000, else `1000+`), `X-Has-More` says another page exists.
 * The world is described in browse-world.ts.
 */
describe('GET /api/books/browse paging and count', () => {
  let w: BrowseWorld;
  beforeAll(async () => {
    w = await createBrowseWorld();
  });
  afterAll(() => w.t.close());

  const page = async (who: TestUser, query: string) => {
    const res = await w.t.request(who).get(`/api/books/browse?${query}`);
    expect(res.status).toBe(200);
    return {
      ids: (res.body as { id: number }[]).map((b) => b.id),
      total: res.headers[BROWSE_HEADERS.totalCount.toLowerCase()] as string,
      hasMore: res.headers[BROWSE_HEADERS.hasMore.toLowerCase()] as string,
    };
  };

  it('pages with limit and offset, counting every matching book on each page', async () => {
    expect(await page(w.asha, 'limit=3')).toEqual({
      ids: [w.id.hobbit, w.id.sapiens, w.id.gatsby],
      total: '4',
      hasMore: 'true',
    });
    expect(await page(w.asha, 'limit=3&offset=3')).toEqual({
      ids: [w.id.potter],
      total: '4',
      hasMore: 'false',
    });
  });

  it('still counts on a page past the end', async () => {
    expect(await page(w.asha, 'limit=3&offset=9')).toEqual({ ids: [], total: '4', hasMore: 'false' });
  });

  it('counts with filters, a search and the hub scope', async () => {
    expect((await page(w.asha, 'genres=Fantasy&limit=1')).total).toBe('2');
    expect((await page(w.asha, 'availability=available&maxPrice=20')).total).toBe('2');
    expect((await page(w.asha, 'search=wizard&limit=1')).total).toBe('2');
    expect((await page(w.asha, 'search=harry%20pottr')).total).toBe('1');
    expect((await page(w.asha, 'sortBy=distance&limit=2')).total).toBe('4');
    expect((await page(w.ravi, 'limit=1')).total).toBe('3');
    expect((await page(w.carol, '')).total).toBe('1');
    expect(await page(w.asha, 'search=quantum%20chromodynamics')).toEqual({
      ids: [],
      total: '0',
      hasMore: 'false',
    });
  });

  it("says 1000+ beyond a thousand books, and the client's parser reads it", async () => {
    const big = await insertHub(w.t.db, { name: 'Big Library' });
    const reader = await w.t.signIn({ name: 'Big Reader' });
    await addMember(w.t.db, big.id, reader.user.id);
    const addBooks = async (n: number, from: number) => {
      await w.t.db.execute(sql`
        with b as (
          insert into books (owner_id, title, author, isbn, isbn13, genre, condition, daily_fee_paise)
          select ${reader.user.id}::int, 'Copy ' || g, 'Many Hands', '9780306406157', '9780306406157',
            'Fiction', 'Good', 1000
          from generate_series(${from}::int, ${from + n - 1}::int) g
          returning id)
        insert into book_hubs (book_id, hub_id) select id, ${big.id}::int from b`);
    };
    await addBooks(1000, 1);
    const exact = await page(reader, 'limit=1');
    expect(exact.total).toBe('1000');
    expect(parseTotalCount(exact.total)).toEqual({ count: 1000, capped: false });
    await addBooks(1, 1001);
    const capped = await page(reader, 'limit=1');
    expect(capped.total).toBe('1000+');
    expect(parseTotalCount(capped.total)).toEqual({ count: 1000, capped: true });
  });
});
