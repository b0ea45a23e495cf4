import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { analyticsDays, analyticsHubDays, purchases, rentals } from '../../db/schema';
import { insertBook } from '../../seed/books';
import { insertUser } from '../../seed/factories';
import { insertHub } from '../../seed/hubs';
import { completedRental } from './analytics-test-rows';
import { createTestApp, type TestApp } from '../../testing/harness';
import { getAnalytics, rollUpAnalytics } from './index';

/**
 * The analytics rollup (ADR 0060). `now` is Saturday 2026-11-21 15:30 IST: the window's closed days run
 * from Monday 2026-08-31 to Friday 2026-11-20 (82 days); Saturday 21 Nov is today, still live.
 */
describe('analytics rollup', () => {
  let t: TestApp;
  const now = new Date('2026-11-21T10:00:00Z');
  const tomorrow = new Date('2026-11-22T10:00:00Z'); // Sunday 22 Nov 15:30 IST: 21 Nov has closed
  const at = (iso: string) => new Date(iso);

  beforeAll(async () => {
    t = await createTestApp();
    const lender = await insertUser(t.db, { name: 'Lender', createdAt: at('2026-09-02T05:00:00Z') });
    const borrower = await insertUser(t.db, { name: 'Borrower', createdAt: at('2026-11-15T18:30:00Z') });
    await insertUser(t.db, { name: 'Today', createdAt: at('2026-11-21T04:00:00Z') });
    const lakeview = await insertHub(t.db, { name: 'Lakeview', status: 'approved' });
    const campus = await insertHub(t.db, { name: 'Campus', status: 'approved' });
    const book = (createdAt: Date, hubIds: number[]) =>
      insertBook(t.db, { ownerId: lender.id, hubIds, createdAt });
    const b1 = await book(at('2026-10-01T12:00:00Z'), [lakeview.id, campus.id]);
    const b2 = await book(at('2026-11-20T18:29:59Z'), [lakeview.id]);
    const rental = (bookId: number, createdAt: Date, discount = 0) =>
      completedRental({ bookId, borrowerId: borrower.id, lenderId: lender.id }, createdAt, discount);
    await t.db.insert(rentals).values([
      rental(b1.id, at('2026-10-05T10:00:00Z'), 100),
      rental(b2.id, at('2026-11-20T18:29:59Z')), // Friday 23:59:59 IST
      rental(b1.id, at('2026-11-21T09:00:00Z')),
    ]);
    await t.db.insert(purchases).values({
      bookId: b2.id,
      buyerId: borrower.id,
      sellerId: lender.id,
      purchasePricePaise: 30000,
      platformFeePaise: 1500,
      totalPaise: 31500,
      paymentMethod: 'card',
      createdAt: at('2026-11-16T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  it('rolls up each closed day once, and the figures equal the live query', async () => {
    const live = await getAnalytics(t.db, now);
    expect(await rollUpAnalytics(t.db, now)).toEqual({ days: 82 });
    expect(await getAnalytics(t.db, now)).toEqual(live);
    expect(await rollUpAnalytics(t.db, now)).toEqual({ days: 0 });
    expect(await getAnalytics(t.db, now)).toEqual(live);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(analyticsDays)) as [
      { n: number },
    ];
    expect(n).toBe(82);
    expect(live.weeks.at(-1)).toMatchObject({ signUps: 2, rentalsStarted: 2, purchases: 1 });
    expect(live.topHubs.map((h) => [h.name, h.rentals])).toEqual([
      ['Lakeview', 3],
      ['Campus', 2],
    ]);
  });

  it('counts a day that closes once: live today, rolled up tomorrow', async () => {
    const before = await getAnalytics(t.db, tomorrow);
    expect(await rollUpAnalytics(t.db, tomorrow)).toEqual({ days: 1 });
    const after = await getAnalytics(t.db, tomorrow);
    expect(after).toEqual(before);
    expect(after.weeks.at(-1)).toMatchObject({ weekStart: '2026-11-16', signUps: 2, rentalsStarted: 2 });
    const rows = await t.db
      .select()
      .from(analyticsDays)
      .where(sql`${analyticsDays.day} = '2026-11-21'`);
    expect(rows).toMatchObject([{ signUps: 1, booksListed: 0, rentalsStarted: 1, grossPaise: 7350 }]);
    const hubRows = await t.db
      .select()
      .from(analyticsHubDays)
      .where(sql`${analyticsHubDays.day} = '2026-11-21'`);
    expect(hubRows).toHaveLength(2);
  });

  it('reads the whole window live when the rollup has a gap', async () => {
    const full = await getAnalytics(t.db, tomorrow);
    await t.db.delete(analyticsDays).where(sql`${analyticsDays.day} = '2026-10-05'`);
    expect(await getAnalytics(t.db, tomorrow)).toEqual(full);
    expect(await rollUpAnalytics(t.db, tomorrow)).toEqual({ days: 1 });
    expect(await getAnalytics(t.db, tomorrow)).toEqual(full);
  });
});
