import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidIsbn13 } from '@/domain/books';
import { bookHubs, books, hubMemberships, reviews, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { DEMO_BOOKS } from './books-data';
import { seedDemoData } from './index';

/** The demo books seed (ARCHITECTURE §1 demo data). */
describe('demo books seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('lists at least 300 real books with valid ISBN-13s, fees of ₹5-₹50 per day, some for sale', async () => {
    const rows = await t.db.select().from(books);
    expect(rows.length).toBe(DEMO_BOOKS.length);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const b of rows) {
      expect(isValidIsbn13(b.isbn13), b.title).toBe(true);
      expect(b.dailyFeePaise).toBeGreaterThanOrEqual(500);
      expect(b.dailyFeePaise).toBeLessThanOrEqual(5000);
      // later seeders (purchases) may have sold a few
      expect(['listed', 'sold']).toContain(b.status);
      expect(b.createdAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    expect(rows.filter((b) => b.status === 'listed').length).toBeGreaterThanOrEqual(300);
    const forSale = rows.filter((b) => b.sellingPricePaise !== null).length;
    expect(forSale).toBeGreaterThan(0);
    expect(forSale).toBeLessThan(rows.length);
  });

  it("spreads the books over the demo members, each listed in the owner's hubs", async () => {
    const owners = await t.db.selectDistinct({ ownerId: books.ownerId }).from(books);
    expect(owners.length).toBeGreaterThanOrEqual(5);
    const [{ orphans }] = await t.db
      .select({ orphans: sql<number>`count(*)::int` })
      .from(books)
      .where(
        sql`not exists (select 1 from ${bookHubs} bh join ${hubMemberships} m on m.hub_id = bh.hub_id and m.user_id = ${books.ownerId} and m.is_active where bh.book_id = ${books.id} and bh.active)`,
      );
    expect(orphans).toBe(0);
  });

  it('has a few public reviews, reflected in the books’ ratings', async () => {
    const all = await t.db.select().from(reviews);
    expect(all.length).toBeGreaterThanOrEqual(10);
    const reviewed = await t.db
      .select()
      .from(books)
      .where(sql`${books.reviewCount} > 0`);
    expect(reviewed.length).toBeGreaterThanOrEqual(10);
    for (const b of reviewed) {
      const mine = all.filter((r) => r.bookId === b.id);
      expect(b.reviewCount).toBe(mine.length);
      expect(b.ratingTotal).toBe(mine.reduce((s, r) => s + r.rating, 0));
      expect(mine.every((r) => r.userId !== b.ownerId)).toBe(true);
    }
  });

  it('lets a demo member find a neighbour’s book by a misspelt title', async () => {
    const [ravi] = await t.db.select().from(users).where(eq(users.email, 'ravi@hubshelf.local'));
    const res = await t.request(await t.sessionFor(ravi)).get('/api/books/browse?search=foundaton');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { title: string }) => b.title)).toContain('Foundation');
  });
});
