import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, rentals } from '../../db/schema';
import { insertBook } from '../../seed/books';
import { insertUser } from '../../seed/factories';
import { insertHub } from '../../seed/hubs';
import { completedRental } from './analytics-test-rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

/**
 * Admin analytics (spec 002 §2.1 "Analytics"; ADR 0023). The test clock reads Saturday 2026-11-21 15:30
 * IST: the 12 weeks run from Monday 2026-08-31 to Monday 2026-11-16. Monday 16 Nov 00:00 IST is
 * 2026-11-15T18:30Z, the boundary the rows below straddle.
 */
describe('GET /api/admin/analytics', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  const past = new Date('2020-01-01T00:00:00Z');
  const beforeBoundary = new Date('2026-11-15T18:29:59Z'); // Sunday 23:59:59 IST, week of 9 Nov
  const afterBoundary = new Date('2026-11-15T18:30:00Z'); // Monday 00:00 IST, week of 16 Nov
  const tooOld = new Date('2026-08-30T18:29:00Z'); // Sunday 30 Aug IST, before the 12 weeks

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn({ name: 'Admin', isAdmin: true, createdAt: past });
    member = await t.signIn({ name: 'Asha', createdAt: past });
    const lender = await insertUser(t.db, { name: 'Lender', createdAt: beforeBoundary });
    const borrower = await insertUser(t.db, { name: 'Borrower', createdAt: afterBoundary });
    await insertUser(t.db, { name: 'Old', createdAt: tooOld });
    const lakeview = await insertHub(t.db, { name: 'Lakeview', status: 'approved' });
    const campus = await insertHub(t.db, { name: 'Campus', status: 'approved' });
    const book = (createdAt: Date, hubIds: number[], sellingPricePaise: number | null = null) =>
      insertBook(t.db, { ownerId: lender.id, hubIds, createdAt, sellingPricePaise });
    const b1 = await book(beforeBoundary, [lakeview.id, campus.id]);
    const b2 = await book(afterBoundary, [lakeview.id]);
    const b3 = await book(afterBoundary, [campus.id], 30000);
    const b4 = await book(tooOld, [lakeview.id]);
    const rental = (bookId: number, createdAt: Date, discount = 0) =>
      completedRental({ bookId, borrowerId: borrower.id, lenderId: lender.id }, createdAt, discount);
    await t.db
      .insert(rentals)
      .values([
        rental(b1.id, beforeBoundary),
        rental(b2.id, afterBoundary, 100),
        rental(b2.id, afterBoundary),
        rental(b4.id, tooOld),
      ]);
    await t.db.insert(purchases).values({
      bookId: b3.id,
      buyerId: borrower.id,
      sellerId: lender.id,
      purchasePricePaise: 30000,
      platformFeePaise: 1500,
      totalPaise: 31500,
      paymentMethod: 'card',
      createdAt: afterBoundary,
    });
  });
  afterAll(() => t.close());

  it('refuses signed-out callers (401) and members (403)', async () => {
    expect((await t.request().get('/api/admin/analytics')).status).toBe(401);
    const res = await t.request(member).get('/api/admin/analytics');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Administrator access required');
  });

  it('answers 12 Monday weeks with zeros for empty weeks, split at Monday 00:00 IST', async () => {
    const res = await t.request(admin).get('/api/admin/analytics');
    expect(res.status).toBe(200);
    const weeks = res.body.weeks as { weekStart: string }[];
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekStart).toBe('2026-08-31');
    expect(weeks.at(-1)).toEqual({
      weekStart: '2026-11-16',
      signUps: 1,
      booksListed: 2,
      rentalsStarted: 2,
      purchases: 1,
      // 2 × (70 + 3.50) − 1.00 discount + 315 purchase
      grossRupees: 461,
    });
    expect(weeks.at(-2)).toEqual({
      weekStart: '2026-11-09',
      signUps: 1,
      booksListed: 1,
      rentalsStarted: 1,
      purchases: 0,
      grossRupees: 73.5,
    });
    for (const w of weeks.slice(0, -2)) {
      expect(w).toMatchObject({
        signUps: 0,
        booksListed: 0,
        rentalsStarted: 0,
        purchases: 0,
        grossRupees: 0,
      });
    }
  });

  it('ranks hubs by rentals started in the 12 weeks (a book in two hubs counts in both)', async () => {
    const res = await t.request(admin).get('/api/admin/analytics');
    expect(res.body.topHubs).toEqual([
      { hubId: expect.any(Number), name: 'Lakeview', rentals: 3 },
      { hubId: expect.any(Number), name: 'Campus', rentals: 1 },
    ]);
  });
});
