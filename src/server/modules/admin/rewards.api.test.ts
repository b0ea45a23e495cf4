/**
 * Reward definitions and referral milestones (spec 002 §3, §5, §7; ADR 0022), and the stats cards
 * (spec 002 §2.1).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brocksLedger, rentals } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { brocksOf, neighbourhood, paidOrder } from '../../testing/transactions';
import { insertHub } from '../../seed/hubs';
import { tablesFingerprint } from './admin-test-helpers';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ name: 'Admin Anil', isAdmin: true });
});
afterAll(() => t.close());

const reward = {
  description: 'Two friends with a book each',
  rewardType: 'bonus_earning',
  value: 30,
  requiredReferrals: 2,
  requiredBooksPerReferral: 1,
};

describe('/api/admin/rewards', () => {
  it.each([
    [{ description: '  ' }, 'Description is required'],
    [{ rewardType: 'cash' }, 'Please select a reward type'],
    [{ value: 0 }, 'Value must be a whole number of at least 1'],
    [{ value: '' }, 'Value must be a whole number of at least 1'],
    [{ requiredReferrals: 0 }, 'Required referrals must be a whole number of at least 1'],
    [{ requiredBooksPerReferral: -1 }, 'Books per referral must be a whole number of at least 0'],
  ])('refuses %o with 400 "%s", writing nothing', async (change, message) => {
    const before = await tablesFingerprint(t.db);
    const res = await t.request(admin).post('/api/admin/rewards', { ...reward, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await tablesFingerprint(t.db)).toEqual(before);
  });

  it('creates, lists and deletes definitions; deleting an unknown one answers 404', async () => {
    const created = await t
      .request(admin)
      .post('/api/admin/rewards', { ...reward, description: ' Badge ', rewardType: 'badge', value: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      description: 'Badge',
      rewardType: 'badge',
      value: 1,
      requiredReferrals: 2,
    });
    const list = await t.request(admin).get('/api/admin/rewards');
    expect(list.body.map((r: any) => r.id)).toContain(created.body.id);
    const del = await t.request(admin).delete(`/api/admin/rewards/${created.body.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Reward Deleted' });
    const again = await t.request(admin).delete(`/api/admin/rewards/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Reward not found' });
    expect((await t.request(admin).get('/api/admin/rewards')).body).toEqual([]);
  });
});

describe('a referral milestone', () => {
  it('grants its Brocks once, when the required referees have each listed the books', async () => {
    const created = await t.request(admin).post('/api/admin/rewards', reward);
    expect(created.status).toBe(201);
    await t.request(admin).post('/api/admin/rewards', { ...reward, rewardType: 'commission_free', value: 7 });
    const hood = await neighbourhood(t);
    const referrer = await hood.member({ name: 'Referrer' });
    const friendA = await hood.member({ name: 'Friend A', referredBy: referrer.user.id });
    const friendB = await hood.member({ name: 'Friend B', referredBy: referrer.user.id });
    const book = (who: TestUser, title: string) =>
      t.request(who).post('/api/books', {
        title,
        author: 'R. K. Narayan',
        isbn: '9780226568317',
        genre: 'Fiction',
        condition: 'Good',
        dailyFee: 10,
        sellingPrice: null,
      });
    expect((await book(friendA, 'The Guide')).status).toBe(201);
    expect((await book(friendA, 'The Dark Room')).status).toBe(201);
    expect(await brocksOf(t.db, referrer.user.id)).toBe(100); // one referee with a book: not yet
    expect((await book(friendB, 'Malgudi Days')).status).toBe(201);
    expect(await brocksOf(t.db, referrer.user.id)).toBe(130);
    expect((await book(friendB, 'Waiting for the Mahatma')).status).toBe(201);
    expect(await brocksOf(t.db, referrer.user.id)).toBe(130); // once
    const entries = await t.db
      .select()
      .from(brocksLedger)
      .where(and(eq(brocksLedger.userId, referrer.user.id), eq(brocksLedger.reason, 'referral_milestone')));
    expect(entries.map((e) => [e.delta, e.reference, e.description])).toEqual([
      [30, `reward:${created.body.id}`, 'Two friends with a book each'],
    ]);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, books not deleted, approved hubs and rentals not completed', async () => {
    const before = (await t.request(admin).get('/api/admin/stats')).body;
    const hood = await neighbourhood(t); // one approved hub
    await insertHub(t.db, { status: 'pending' });
    const owner = await hood.member();
    const borrower = await hood.member();
    const lent = await hood.book(owner);
    await hood.book(owner, { status: 'deleted' });
    const paid = await paidOrder(t, borrower, { purpose: 'rental', bookId: lent.id, duration: 7 });
    const res = await t.request(borrower).post('/api/rentals/borrow', {
      bookId: lent.id,
      duration: 7,
      paymentMethod: 'card',
      appliedBrocks: null,
      ...paid,
    });
    expect(res.status).toBe(200);
    const stats = await t.request(admin).get('/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      totalUsers: before.totalUsers + 2,
      totalBooks: before.totalBooks + 1,
      totalSocieties: before.totalSocieties + 1,
      activeRentals: before.activeRentals + 1,
    });
    await t.db.update(rentals).set({ status: 'completed' }).where(eq(rentals.bookId, lent.id));
    expect((await t.request(admin).get('/api/admin/stats')).body.activeRentals).toBe(before.activeRentals);
  });
});
