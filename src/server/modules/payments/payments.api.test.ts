import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, payments, refunds } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import { confirmPayment, recordPayment, refundOrphanedPayments } from './index';
import type { ConfirmPaymentInput } from './verify';

const HOUR = 60 * 60 * 1000;

describe('payments with the demo provider', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    alice = await t.signIn();
    bob = await t.signIn();
  });
  afterAll(() => t.close());

  async function order(who: TestUser, amount = 19_188, purpose = 'brocks') {
    const res = await t
      .request(who)
      .post('/api/payments/create-order', { amount, bookTitle: 'The Guide', lenderName: 'Ravi', purpose });
    expect(res.status).toBe(200);
    return res.body.orderId as string;
  }

  async function pay(who: TestUser, orderId: string, method = 'card') {
    return t.request(who).post('/api/payments/demo/pay', { orderId, method });
  }

  async function paidOrder(who: TestUser, amount = 19_188) {
    const orderId = await order(who, amount);
    const res = await pay(who, orderId);
    expect(res.status).toBe(200);
    return { orderId, paymentId: res.body.paymentId as string };
  }

  const confirm = (
    input: Partial<ConfirmPaymentInput> & Pick<ConfirmPaymentInput, 'orderId' | 'paymentId'>,
  ) =>
    t.db.transaction((tx) =>
      confirmPayment(tx, t.app.deps, {
        callerId: alice.user.id,
        expectedAmountPaise: 19_188,
        purpose: 'brocks',
        ...input,
      }),
    );

  const orderRow = async (orderId: string) =>
    (await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0];

  describe('POST /api/payments/create-order', () => {
    it('refuses a signed-out caller with 401', async () => {
      const res = await t
        .request()
        .post('/api/payments/create-order', { amount: 10_000, bookTitle: 'x', lenderName: 'y' });
      expect(res.status).toBe(401);
    });

    it.each([
      [0, 'Amount must be at least ₹1.00'],
      [99, 'Amount must be at least ₹1.00'],
      [150.5, 'Amount must be a whole number of paise'],
      ['100', 'Amount must be a number of paise'],
      [60_000_000, 'Amount must be at most ₹5,00,000.00'],
    ])('refuses amount %s with 400 "%s"', async (amount, message) => {
      const res = await t
        .request(alice)
        .post('/api/payments/create-order', { amount, bookTitle: 'x', lenderName: 'y' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('stores the order with its purpose, caller and amount and answers a demo order', async () => {
      const res = await t.request(alice).post('/api/payments/create-order', {
        amount: 21_000,
        bookTitle: 'Malgudi Days',
        lenderName: 'Ravi',
        purpose: 'brocks',
        rentalId: 42,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        orderId: expect.stringMatching(/^order_demo_/),
        amount: 21_000,
        currency: 'INR',
        provider: 'demo',
      });
      const row = await orderRow(res.body.orderId);
      expect(row).toMatchObject({
        provider: 'demo',
        purpose: 'brocks',
        userId: alice.user.id,
        amountPaise: 21_000,
        status: 'created',
        rentalId: 42,
      });
      expect(row.receipt.length).toBeLessThanOrEqual(40);
    });

    it('gives every order its own receipt', async () => {
      const a = await orderRow(await order(alice, 500));
      const b = await orderRow(await order(alice, 500));
      expect(a.receipt).not.toBe(b.receipt);
    });
  });

  describe('POST /api/payments/demo/pay', () => {
    it('pays the caller’s order with the chosen method', async () => {
      const orderId = await order(alice);
      const res = await pay(alice, orderId, 'upi');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ paymentId: expect.stringMatching(/^pay_demo_/), orderId, method: 'upi' });
      expect((await orderRow(orderId)).status).toBe('paid');
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, res.body.paymentId));
      expect(payment).toMatchObject({ status: 'captured', method: 'upi', amountPaise: 19_188 });
    });

    it('refuses a method outside card, upi, netbanking and wallet', async () => {
      const res = await pay(alice, await order(alice), 'cash');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select payment method');
    });

    it('refuses a signed-out caller (401), another member’s order (403), an unknown order (404) and a second payment (409)', async () => {
      const orderId = await order(alice);
      expect((await t.request().post('/api/payments/demo/pay', { orderId, method: 'card' })).status).toBe(
        401,
      );
      const other = await pay(bob, orderId);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(english('payments:otherMembersOrder'));
      const unknown = await pay(alice, 'order_demo_nope');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(english('payments:orderNotFound'));
      expect((await pay(alice, orderId)).status).toBe(200);
      const again = await pay(alice, orderId);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(english('payments:alreadyPaid'));
    });
  });

  describe('confirmPayment', () => {
    it('uses a paid order once and marks it consumed', async () => {
      const { orderId, paymentId } = await paidOrder(alice);
      await recordPayment(t.app.deps, { callerId: alice.user.id, orderId, paymentId });
      const confirmed = await confirm({ orderId, paymentId });
      expect(confirmed).toMatchObject({
        providerPaymentId: paymentId,
        amountPaise: 19_188,
        method: 'card',
        provider: 'demo',
      });
      const row = await orderRow(orderId);
      expect(row.status).toBe('consumed');
      expect(row.paymentId).toBe(confirmed.paymentRowId);
    });

    it('refuses another member’s order with 403 and leaves it unused', async () => {
      const { orderId, paymentId } = await paidOrder(alice);
      const attempt = t.db.transaction((tx) =>
        confirmPayment(tx, t.app.deps, {
          callerId: bob.user.id,
          orderId,
          paymentId,
          expectedAmountPaise: 19_188,
          purpose: 'brocks',
        }),
      );
      await expect(attempt).rejects.toMatchObject({
        status: 403,
        message: english('payments:otherMembersOrder'),
      });
      expect((await orderRow(orderId)).status).toBe('paid');
    });

    it('refuses an amount that differs from the price, and another purpose, with 400', async () => {
      const { orderId, paymentId } = await paidOrder(alice);
      await expect(confirm({ orderId, paymentId, expectedAmountPaise: 19_189 })).rejects.toMatchObject({
        status: 400,
        message: english('payments:amountMismatch'),
      });
      await expect(confirm({ orderId, paymentId, purpose: 'extension' })).rejects.toMatchObject({
        status: 400,
        message: PAYMENT_MESSAGES.wrongPurpose,
      });
      expect((await orderRow(orderId)).status).toBe('paid');
    });

    it('refuses a replayed payment id with 409, on the same order or another one', async () => {
      const { orderId, paymentId } = await paidOrder(alice);
      await confirm({ orderId, paymentId });
      await expect(confirm({ orderId, paymentId })).rejects.toMatchObject({
        status: 409,
        message: english('payments:alreadyUsed'),
      });
      const second = await paidOrder(alice);
      await expect(confirm({ orderId: second.orderId, paymentId })).rejects.toMatchObject({
        status: 409,
        message: english('payments:alreadyUsed'),
      });
      expect((await orderRow(second.orderId)).status).toBe('paid');
    });

    it('lets exactly one of several concurrent uses of a payment through', async () => {
      const { orderId, paymentId } = await paidOrder(alice);
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, () => confirm({ orderId, paymentId })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r) => r.status === 'rejected')) {
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          status: 409,
          message: english('payments:alreadyUsed'),
        });
      }
    });

    it('refuses an order that was never paid or an invented payment id', async () => {
      const orderId = await order(alice);
      await expect(confirm({ orderId, paymentId: 'pay_demo_invented' })).rejects.toMatchObject({
        status: 400,
        message: english('payments:paymentNotFound'),
      });
      await expect(
        confirm({ orderId: 'order_demo_unknown', paymentId: 'pay_demo_invented' }),
      ).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('refundOrphanedPayments', () => {
    it('refunds captured payments never used once they are old enough, and only those', async () => {
      // Payments left unused by the tests above are refunded first, so this test counts only its own.
      t.clock.advance(HOUR + 1);
      await refundOrphanedPayments(t.app.deps, HOUR);
      const used = await paidOrder(alice);
      await confirm(used);
      const orphan = await paidOrder(bob, 5_000);
      const unpaid = await order(bob, 5_000);

      expect(await refundOrphanedPayments(t.app.deps, HOUR)).toEqual({ refunded: 0, failed: 0 });
      t.clock.advance(HOUR + 1);
      const fresh = await paidOrder(bob, 7_000);

      expect(await refundOrphanedPayments(t.app.deps, HOUR)).toEqual({ refunded: 1, failed: 0 });
      expect((await orderRow(orphan.orderId)).status).toBe('refunded');
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, orphan.paymentId));
      expect(payment.status).toBe('refunded');
      const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
      expect(rows).toEqual([
        expect.objectContaining({ amountPaise: 5_000, status: 'processed', reason: 'orphaned' }),
      ]);

      expect((await orderRow(used.orderId)).status).toBe('consumed');
      expect((await orderRow(unpaid)).status).toBe('created');
      expect((await orderRow(fresh.orderId)).status).toBe('paid');
      // A second run does nothing more, and the refunded payment can no longer be used.
      expect(await refundOrphanedPayments(t.app.deps, HOUR)).toEqual({ refunded: 0, failed: 0 });
      const late = t.db.transaction((tx) =>
        confirmPayment(tx, t.app.deps, {
          callerId: bob.user.id,
          ...orphan,
          expectedAmountPaise: 5_000,
          purpose: 'brocks',
        }),
      );
      await expect(late).rejects.toMatchObject({ status: 409, message: english('payments:refunded') });
    });
  });

  it('refuses webhooks on the demo provider', async () => {
    const res = await t
      .request()
      .post(
        '/api/payments/webhook',
        { event: 'payment.captured' },
        { headers: { 'x-razorpay-signature': 'ab' } },
      );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid webhook signature');
  });

  it('adds no checkout sources to the CSP on the demo provider', async () => {
    const res = await t.request().get('/healthz');
    expect(String(res.headers['content-security-policy'])).not.toContain('razorpay');
  });
});
