import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brocksBalances, brocksLedger, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/harness';
import { writeSettings } from '../settings';
import { getCredits, grantOpeningCredits, NOT_ENOUGH_BROCKS, postBrocks } from './service';

describe('Brocks ledger and credits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Ledger sum, positive non-refund sum and the cached balance row of a member. */
  async function ledgerState(userId: number) {
    const [sums] = await t.db
      .select({
        sum: sql<number>`coalesce(sum(${brocksLedger.delta}), 0)::int`,
        earned: sql<number>`coalesce(sum(${brocksLedger.delta}) filter (where ${brocksLedger.delta} > 0 and ${brocksLedger.reason} <> 'refund'), 0)::int`,
      })
      .from(brocksLedger)
      .where(eq(brocksLedger.userId, userId));
    return { ...sums, cached: await getCredits(t.db, userId) };
  }

  it('refuses signed-out callers with 401', async () => {
    for (const path of ['/api/user/credits', '/api/user/recent-rewards']) {
      const res = await t.request().get(path);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please sign in to continue' });
    }
  });

  it('answers 0 credits and no rewards for a member without entries', async () => {
    const member = await t.signIn();
    expect((await t.request(member).get('/api/user/credits')).body).toEqual({
      balance: 0,
      totalEarned: 0,
      commissionFreeUntil: null,
      credit: 0,
    });
    expect((await t.request(member).get('/api/user/recent-rewards')).body).toEqual([]);
  });

  it('grants 100 opening credits once, and shows them as a recent reward', async () => {
    const member = await t.signIn();
    const first = await t.db.transaction((tx) => grantOpeningCredits(tx, member.user.id, t.clock.now()));
    const again = await t.db.transaction((tx) => grantOpeningCredits(tx, member.user.id));
    expect(first).toEqual({ posted: true, balance: 100 });
    expect(again).toEqual({ posted: false, balance: 100 });
    expect((await t.request(member).get('/api/user/credits')).body).toEqual({
      balance: 100,
      totalEarned: 100,
      commissionFreeUntil: null,
      credit: 0,
    });
    const rewards = await t.request(member).get('/api/user/recent-rewards');
    expect(rewards.status).toBe(200);
    expect(rewards.body).toEqual([
      {
        action: 'opening_credits',
        credits: 100,
        createdAt: t.clock.now().toISOString(),
        description: 'Welcome bonus for joining Hubshelf',
      },
    ]);
  });

  it('uses the opening_credits setting (stored as starting_credits)', async () => {
    await writeSettings(t.db, { starting_credits: 250 }, t.clock.now());
    const member = await t.signIn();
    expect(await grantOpeningCredits(t.db, member.user.id)).toEqual({ posted: true, balance: 250 });
    await writeSettings(t.db, { starting_credits: 100 }, t.clock.now());
  });

  it('lists the latest earned credits first, without debits or refunds', async () => {
    const member = await t.signIn();
    const id = member.user.id;
    await postBrocks(t.db, {
      userId: id,
      delta: 1,
      reason: 'book_upload',
      reference: 'book:1',
      at: t.clock.now(),
    });
    t.clock.advance(60_000);
    await postBrocks(t.db, {
      userId: id,
      delta: 5,
      reason: 'borrow',
      reference: 'rental:9',
      description: 'Borrowed "Dune"',
      at: t.clock.now(),
    });
    await postBrocks(t.db, { userId: id, delta: -3, reason: 'offer_redeemed', reference: 'rental:9' });
    await postBrocks(t.db, { userId: id, delta: 3, reason: 'refund', reference: 'rental:9' });
    const res = await t.request(member).get('/api/user/recent-rewards');
    expect(
      res.body.map((r: { action: string; credits: number; description: string }) => [
        r.action,
        r.credits,
        r.description,
      ]),
    ).toEqual([
      ['borrow', 5, 'Borrowed "Dune"'],
      ['book_upload', 1, 'Listed a book'],
    ]);
    expect((await t.request(member).get('/api/user/credits')).body).toEqual({
      balance: 6,
      totalEarned: 6,
      commissionFreeUntil: null,
      credit: 0,
    });
  });

  it('refuses a debit beyond the balance with 400 "Not enough Brocks" and changes nothing', async () => {
    const member = await t.signIn();
    const id = member.user.id;
    await postBrocks(t.db, { userId: id, delta: 30, reason: 'admin_adjustment', reference: 'grant:1' });
    const attempt = postBrocks(t.db, {
      userId: id,
      delta: -31,
      reason: 'brocks_payment',
      reference: 'purchase:1',
    });
    await expect(attempt).rejects.toMatchObject({ status: 400, message: NOT_ENOUGH_BROCKS });
    const state = await ledgerState(id);
    expect(state.cached.balance).toBe(30);
    expect(state.sum).toBe(30);
  });

  it('keeps the caller’s transaction usable after a refused debit (savepoint)', async () => {
    const member = await t.signIn();
    const id = member.user.id;
    const balance = await t.db.transaction(async (tx) => {
      await postBrocks(tx, { userId: id, delta: 10, reason: 'lend', reference: 'rental:1' });
      await expect(
        postBrocks(tx, { userId: id, delta: -11, reason: 'offer_redeemed', reference: 'rental:2' }),
      ).rejects.toMatchObject({ status: 400 });
      return (
        await postBrocks(tx, { userId: id, delta: -10, reason: 'offer_redeemed', reference: 'rental:3' })
      ).balance;
    });
    expect(balance).toBe(0);
    expect(await ledgerState(id)).toMatchObject({ sum: 0, cached: { balance: 0, totalEarned: 10 } });
  });

  it('has the database refuse a negative balance and any change to a ledger entry', async () => {
    const member = await t.signIn();
    const id = member.user.id;
    await postBrocks(t.db, { userId: id, delta: 5, reason: 'referral', reference: 'user:1' });
    await expect(
      t.db.update(brocksBalances).set({ balance: -1 }).where(eq(brocksBalances.userId, id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(brocksLedger).set({ delta: 500 }).where(eq(brocksLedger.userId, id)),
    ).rejects.toThrow();
    await expect(t.db.delete(brocksLedger).where(eq(brocksLedger.userId, id))).rejects.toThrow();
    expect((await getCredits(t.db, id)).balance).toBe(5);
    // Deleting the member still removes their entries (the cascade is allowed through).
    await t.db.delete(users).where(eq(users.id, id));
    expect(await t.db.select().from(brocksLedger).where(eq(brocksLedger.userId, id))).toEqual([]);
  });

  it('never overdraws under concurrent debits and posts a concurrent duplicate credit once', async () => {
    const member = await t.signIn();
    const id = member.user.id;
    await postBrocks(t.db, { userId: id, delta: 100, reason: 'admin_adjustment', reference: 'grant:1' });
    const debits = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        postBrocks(t.db, { userId: id, delta: -30, reason: 'brocks_payment', reference: `purchase:${i}` }),
      ),
    );
    expect(debits.filter((d) => d.status === 'fulfilled')).toHaveLength(3);
    expect(
      debits.filter((d) => d.status === 'rejected').map((d) => (d as PromiseRejectedResult).reason.message),
    ).toEqual(Array(5).fill(NOT_ENOUGH_BROCKS));
    const credits = await Promise.all(
      Array.from({ length: 5 }, () =>
        postBrocks(t.db, { userId: id, delta: 5, reason: 'lend', reference: 'rental:77' }),
      ),
    );
    expect(credits.filter((c) => c.posted)).toHaveLength(1);
    expect(await ledgerState(id)).toMatchObject({ sum: 15, cached: { balance: 15 } });
  });

  it('keeps the ledger sum equal to the cached balance after any sequence of operations', async () => {
    const op = fc.record({
      delta: fc.integer({ min: -40, max: 40 }).filter((d) => d !== 0),
      reason: fc.constantFrom(
        'book_upload',
        'borrow',
        'lend',
        'refund',
        'offer_redeemed',
        'brocks_payment' as const,
      ),
      reference: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const member = await t.signIn();
        const id = member.user.id;
        let expected = 0;
        for (const o of ops) {
          const result = await postBrocks(t.db, { userId: id, ...o }).catch((err: { status?: number }) => {
            expect(err.status).toBe(400);
            return null;
          });
          if (result?.posted) expected += o.delta;
          if (result) expect(result.balance).toBe(expected);
          expect(expected).toBeGreaterThanOrEqual(0);
        }
        const state = await ledgerState(id);
        expect(state.sum).toBe(expected);
        expect(state.cached.balance).toBe(state.sum);
        expect(state.cached.totalEarned).toBe(state.earned);
      }),
      { numRuns: 15 },
    );
  });
});
