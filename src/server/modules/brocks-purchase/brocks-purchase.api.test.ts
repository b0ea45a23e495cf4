import { eq } from 'drizzle-orm';
import { validationMessage } from '@/contract/messages';
import { t as english } from '@/server/i18n/t';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import { brocksLedger, brocksPackages, brocksSales, moneyLedger, paymentOrders } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { brocksOf, expectLedgersBalanced, moneyTotals } from '../../testing/transactions';
import { grantOpeningCredits } from '../brocks';
import { createOrder, refundOrphanedPayments } from '../payments';
import { PACKAGE_CHANGED } from './service';

/** Buying Brocks (spec 002 §4 "Buying Brocks", §7; ADR 0027). */
describe('POST /api/brocks/purchase', () => {
  let t: TestApp;
  let asha: TestUser;
  let ravi: TestUser;
  let starter: number;
  let popular: number;

  beforeAll(async () => {
    t = await createTestApp();
    asha = await t.signIn({ name: 'Asha Menon' });
    ravi = await t.signIn({ name: 'Ravi Kumar' });
    await grantOpeningCredits(t.db, asha.user.id);
    await grantOpeningCredits(t.db, ravi.user.id);
    const rows = await t.db
      .insert(brocksPackages)
      .values([
        { name: 'Starter', brocks: 100, bonus: 0, pricePaise: 1000 },
        { name: 'Popular', brocks: 500, bonus: 25, pricePaise: 5000, popular: true },
      ])
      .returning();
    starter = rows[0]!.id;
    popular = rows[1]!.id;
  });
  afterAll(() => t.close());

  const packageOrder = async (who: TestUser, packageId: number, extra: object = {}) => {
    const res = await t
      .request(who)
      .post('/api/payments/create-order', { purpose: 'brocks', packageId, ...extra });
    return res;
  };

  const paid = async (who: TestUser, packageId: number) => {
    const order = await packageOrder(who, packageId);
    expect(order.status).toBe(200);
    const orderId = order.body.orderId as string;
    const pay = await t.request(who).post('/api/payments/demo/pay', { orderId, method: 'upi' });
    expect(pay.status).toBe(200);
    return { orderId, paymentId: pay.body.paymentId as string };
  };

  const purchase = (who: TestUser | undefined, body: object) =>
    t.request(who).post('/api/brocks/purchase', { paymentMethod: 'upi', ...body });

  describe('create-order for a package', () => {
    it('is priced by the server and records the package and its Brocks + bonus', async () => {
      const res = await packageOrder(asha, popular);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ amount: 5000, currency: 'INR', provider: 'demo' });
      const [row] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, res.body.orderId));
      expect(row).toMatchObject({
        purpose: 'brocks',
        amountPaise: 5000,
        packageId: popular,
        packageBrocks: 525,
        userId: asha.user.id,
      });
    });

    it('accepts the package price as amount and refuses another amount (400)', async () => {
      expect((await packageOrder(asha, starter, { amount: 1000 })).status).toBe(200);
      const res = await packageOrder(asha, starter, { amount: 100 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(english('payments:amountMismatch'));
    });

    it('refuses an unknown package (404) and a package on another purpose (400)', async () => {
      const unknown = await packageOrder(asha, 999_999);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(english('brocks:packages.notFound'));
      const rental = await t.request(asha).post('/api/payments/create-order', {
        purpose: 'rental',
        packageId: starter,
        bookId: 1,
        duration: 7,
      });
      expect(rental.status).toBe(400);
    });

    it('refuses a signed-out caller (401)', async () => {
      expect(
        (await t.request().post('/api/payments/create-order', { purpose: 'brocks', packageId: starter }))
          .status,
      ).toBe(401);
    });
  });

  it('awards the package Brocks + bonus once, writes the sale and both ledgers, and repeats the same answer', async () => {
    const before = await brocksOf(t.db, asha.user.id);
    const moneyBefore = await moneyTotals(t.db, asha.user.id);
    const { orderId, paymentId } = await paid(asha, popular);
    const res = await purchase(asha, { packageId: popular, orderId, paymentId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ brocksAwarded: 525 });
    expect(await brocksOf(t.db, asha.user.id)).toBe(before + 525);
    const credits = await t.request(asha).get('/api/user/credits');
    expect(credits.body.balance).toBe(before + 525);

    const sales = await t.db.select().from(brocksSales).where(eq(brocksSales.userId, asha.user.id));
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ packageId: popular, brocks: 500, bonus: 25, pricePaise: 5000 });
    const entries = await t.db
      .select()
      .from(brocksLedger)
      .where(eq(brocksLedger.reference, `brocks_sale:${sales[0]!.id}`));
    expect(entries).toMatchObject([{ reason: 'package_purchase', delta: 525, userId: asha.user.id }]);
    const money = await moneyTotals(t.db, asha.user.id);
    expect(money.provider - moneyBefore.provider).toBe(5000);
    expect(money.brocksSale - moneyBefore.brocksSale).toBe(5000);
    const rewards = await t.request(asha).get('/api/user/recent-rewards');
    expect(rewards.body[0]).toMatchObject({ action: 'package_purchase', credits: 525 });

    const again = await purchase(asha, { packageId: popular, orderId, paymentId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ brocksAwarded: 525 });
    expect(await brocksOf(t.db, asha.user.id)).toBe(before + 525);
    expect(await t.db.select().from(brocksSales).where(eq(brocksSales.userId, asha.user.id))).toHaveLength(1);
    await expectLedgersBalanced(t.db);
  });

  it('two simultaneous purchases with one payment id award once', async () => {
    const before = await brocksOf(t.db, ravi.user.id);
    const { orderId, paymentId } = await paid(ravi, starter);
    const [a, b] = await Promise.all([
      purchase(ravi, { packageId: starter, orderId, paymentId }),
      purchase(ravi, { packageId: starter, orderId, paymentId }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual({ brocksAwarded: 100 });
    expect(b.body).toEqual({ brocksAwarded: 100 });
    expect(await brocksOf(t.db, ravi.user.id)).toBe(before + 100);
    expect(await t.db.select().from(brocksSales).where(eq(brocksSales.userId, ravi.user.id))).toHaveLength(1);
    await expectLedgersBalanced(t.db);
  });

  describe('refusals write nothing', () => {
    const snapshot = async () => ({
      sales: (await t.db.select().from(brocksSales)).length,
      money: (await t.db.select().from(moneyLedger)).length,
      asha: await brocksOf(t.db, asha.user.id),
      ravi: await brocksOf(t.db, ravi.user.id),
    });

    it('signed out → 401', async () => {
      const before = await snapshot();
      const res = await purchase(undefined, { packageId: starter, orderId: 'x', paymentId: 'y' });
      expect(res.status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });

    it("another member's order → 403, also once it is completed", async () => {
      const { orderId, paymentId } = await paid(asha, starter);
      const before = await snapshot();
      const res = await purchase(ravi, { packageId: starter, orderId, paymentId });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(english('payments:otherMembersOrder'));
      expect(await snapshot()).toEqual(before);
      expect((await purchase(asha, { packageId: starter, orderId, paymentId })).status).toBe(200);
      const stolen = await purchase(ravi, { packageId: starter, orderId, paymentId });
      expect(stolen.status).toBe(403);
      await expectLedgersBalanced(t.db);
    });

    it('an order for another package → 400', async () => {
      const { orderId, paymentId } = await paid(asha, starter);
      const before = await snapshot();
      const res = await purchase(asha, { packageId: popular, orderId, paymentId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(english('brocks:otherPackage'));
      expect(await snapshot()).toEqual(before);
    });

    it('an order for another purpose, or a Brocks order without a package → 400', async () => {
      for (const purpose of ['late_fee', 'brocks'] as const) {
        const created = await createOrder(t.app.deps, {
          userId: asha.user.id,
          amountPaise: 1000,
          purpose,
          bookTitle: 'x',
          lenderName: 'y',
        });
        const pay = await t
          .request(asha)
          .post('/api/payments/demo/pay', { orderId: created.orderId, method: 'card' });
        const before = await snapshot();
        const res = await purchase(asha, {
          packageId: starter,
          orderId: created.orderId,
          paymentId: pay.body.paymentId,
        });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(
          purpose === 'brocks' ? english('brocks:otherPackage') : PAYMENT_MESSAGES.wrongPurpose,
        );
        expect(await snapshot()).toEqual(before);
      }
    });

    it('a package whose price changed since the order → 409 (another amount)', async () => {
      const [pkg] = await t.db
        .insert(brocksPackages)
        .values({ name: 'Changing', brocks: 50, pricePaise: 500 })
        .returning();
      const { orderId, paymentId } = await paid(asha, pkg!.id);
      await t.db.update(brocksPackages).set({ pricePaise: 700 }).where(eq(brocksPackages.id, pkg!.id));
      const before = await snapshot();
      const res = await purchase(asha, { packageId: pkg!.id, orderId, paymentId });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(PACKAGE_CHANGED);
      expect(await snapshot()).toEqual(before);
    });

    it('paying with Brocks → 400; unknown order → 404; a payment id of another order → 409', async () => {
      const { orderId, paymentId } = await paid(asha, starter);
      const brocks = await purchase(asha, {
        packageId: starter,
        orderId,
        paymentId,
        paymentMethod: 'brocks',
      });
      expect(brocks.status).toBe(400);
      expect(brocks.body.message).toBe(english('brocks:brocksNotAccepted'));
      const unknown = await purchase(asha, { packageId: starter, orderId: 'order_demo_nope', paymentId });
      expect(unknown.status).toBe(404);
      const other = await paid(asha, starter);
      const before = await snapshot();
      const swapped = await purchase(asha, { packageId: starter, orderId: other.orderId, paymentId });
      expect(swapped.status).toBe(409);
      expect(swapped.body.message).toBe(english('payments:alreadyUsed'));
      expect(await snapshot()).toEqual(before);
    });

    it('a missing package id → 400 "Please select a package"', async () => {
      const res = await t
        .request(asha)
        .post('/api/brocks/purchase', { paymentMethod: 'upi', orderId: 'a', paymentId: 'b' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(validationMessage('brocksPurchase.packageRequired'));
    });
  });

  it('the orphan refund job treats a purchased package order as used and refunds an unused one', async () => {
    const used = await paid(asha, starter);
    expect((await purchase(asha, { packageId: starter, ...used })).status).toBe(200);
    const unused = await paid(asha, starter);
    t.clock.advance(2 * 60 * 60 * 1000);
    const result = await refundOrphanedPayments(t.app.deps, 60 * 60 * 1000);
    expect(result.failed).toBe(0);
    const status = async (orderId: string) =>
      (await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0]!.status;
    expect(await status(used.orderId)).toBe('consumed');
    expect(await status(unused.orderId)).toBe('refunded');
    const late = await purchase(asha, { packageId: starter, ...unused });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(english('payments:refunded'));
    expect((await expectLedgersBalanced(t.db)).unusedPaise).toBe(0);
  });
});
