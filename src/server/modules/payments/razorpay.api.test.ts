/** Orders, Checkout signatures and refunds with the razorpay provider (spec 000 §7; ARCHITECTURE §3). */
import { and, eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, refunds } from '../../db/schema';
import { createRazorpayProvider } from '../../integrations/payments/razorpay';
import { PaymentProviderError } from '../../integrations/payments/provider';
import { paymentSignature } from '../../integrations/payments/signatures';
import { type FakeRazorpay } from '../../integrations/payments/testing/fake-razorpay';
import { type TestApp, type TestUser } from '../../testing/harness';
import { confirmPayment, recordPayment, refundOrphanedPayments } from './index';
import { HOUR, KEY_ID, KEY_SECRET, PAYMENT_VECTOR, razorpayWorld } from './razorpay-test-helpers';

describe('payments with the razorpay provider (against a local fake Razorpay)', () => {
  const { w, createOrder, orderRow, paymentRows, capturedEvent, deliver } = razorpayWorld();
  let fake: FakeRazorpay;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(() => {
    ({ fake, t, alice, bob } = w);
  });

  describe('POST /api/payments/create-order', () => {
    it('creates the order through the Orders API in paise with a unique receipt, and answers the key id', async () => {
      const res = await t.request(alice).post('/api/payments/create-order', {
        amount: 18_900,
        bookTitle: 'Godan',
        lenderName: 'Meera',
        purpose: 'brocks',
        rentalId: 7,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        orderId: 'order_RB58MiP5SPFYyM',
        amount: 18_900,
        currency: 'INR',
        provider: 'razorpay',
        keyId: KEY_ID,
      });

      const call = fake.requests.find((r) => r.path === '/v1/orders')!;
      expect(call.method).toBe('POST');
      expect(call.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
      const row = await orderRow('order_RB58MiP5SPFYyM');
      expect(call.body).toEqual({
        amount: 18_900,
        currency: 'INR',
        receipt: row.receipt,
        notes: {
          purpose: 'brocks',
          memberId: String(alice.user.id),
          bookTitle: 'Godan',
          lenderName: 'Meera',
        },
      });
      expect(row.receipt.length).toBeLessThanOrEqual(40);
      expect(row).toMatchObject({
        provider: 'razorpay',
        purpose: 'brocks',
        userId: alice.user.id,
        amountPaise: 18_900,
        status: 'created',
        rentalId: 7,
      });
    });

    it('answers 502 with the provider’s reason when Razorpay refuses the order', async () => {
      fake.refuseNextOrder();
      const res = await t
        .request(alice)
        .post('/api/payments/create-order', { amount: 5_000, purpose: 'brocks', rentalId: 1 });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe('Failed to create order: The amount must be at least INR 1.00');
    });

    it('reports an unreachable provider as a PaymentProviderError', async () => {
      const offline = createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        apiUrl: 'http://127.0.0.1:9',
        timeoutMs: 2_000,
      });
      await expect(
        offline.createOrder({ amountPaise: 5_000, receipt: 'r', notes: {} }),
      ).rejects.toBeInstanceOf(PaymentProviderError);
    });
  });

  it('allows the Checkout script, frame and calls in the CSP', async () => {
    const csp = String((await t.request().get('/healthz')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.razorpay\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.razorpay\.com/);
  });

  it('turns the demo payment call off', async () => {
    const res = await t
      .request(alice)
      .post('/api/payments/demo/pay', { orderId: await createOrder(alice), method: 'card' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(english('payments:demoOff'));
  });

  describe('Checkout signature', () => {
    it('accepts the signature computed per the documented algorithm and refuses a tampered or missing one', async () => {
      // The documented test vector: order "fake_order_id", payment "fake_payment_id", key secret "key_secret".
      await t.db.insert(paymentOrders).values({
        provider: 'razorpay',
        providerOrderId: 'fake_order_id',
        purpose: 'brocks',
        userId: alice.user.id,
        amountPaise: 1_000_000,
        receipt: 'hs_test_vector',
      });
      fake.addPayment({
        id: 'fake_payment_id',
        order_id: 'fake_order_id',
        amount: 1_000_000,
        status: 'captured',
        method: 'card',
      });
      const input = {
        callerId: alice.user.id,
        orderId: 'fake_order_id',
        paymentId: 'fake_payment_id',
        expectedAmountPaise: 1_000_000,
        purpose: 'brocks' as const,
      };
      const confirm = (signature?: string) =>
        t.db.transaction((tx) => confirmPayment(tx, t.app.deps, { ...input, signature }));

      const tampered = `${PAYMENT_VECTOR.slice(0, -1)}8`;
      await expect(confirm(tampered)).rejects.toMatchObject({
        status: 400,
        message: english('payments:verificationFailed'),
      });
      await expect(confirm()).rejects.toMatchObject({
        status: 400,
        message: english('payments:signatureRequired'),
      });
      expect(await paymentRows('fake_payment_id')).toEqual([]);

      const confirmed = await confirm(PAYMENT_VECTOR);
      expect(confirmed).toMatchObject({
        providerPaymentId: 'fake_payment_id',
        amountPaise: 1_000_000,
        method: 'card',
        provider: 'razorpay',
      });
      expect((await orderRow('fake_order_id')).status).toBe('consumed');
      await expect(confirm(PAYMENT_VECTOR)).rejects.toMatchObject({
        status: 409,
        message: english('payments:alreadyUsed'),
      });
    });

    it('captures an authorized payment when recording it, before the transaction', async () => {
      const orderId = await createOrder(alice);
      fake.addPayment({
        id: 'pay_Authorized0001',
        order_id: orderId,
        amount: 5_000,
        status: 'authorized',
        method: 'upi',
      });
      const signature = paymentSignature(KEY_SECRET, orderId, 'pay_Authorized0001');
      await recordPayment(t.app.deps, {
        callerId: alice.user.id,
        orderId,
        paymentId: 'pay_Authorized0001',
        signature,
      });
      expect(
        fake.requests.some(
          (r) => r.path === '/v1/payments/pay_Authorized0001/capture' && r.body?.amount === 5_000,
        ),
      ).toBe(true);
      expect(await paymentRows('pay_Authorized0001')).toEqual([
        expect.objectContaining({ status: 'captured', method: 'upi' }),
      ]);
      expect((await orderRow(orderId)).status).toBe('paid');
    });

    it('refuses a payment the provider says belongs to another order, even with a valid signature', async () => {
      const mine = await createOrder(alice);
      const other = await createOrder(alice);
      fake.addPayment({
        id: 'pay_OtherOrder0001',
        order_id: other,
        amount: 5_000,
        status: 'captured',
        method: 'card',
      });
      const signature = paymentSignature(KEY_SECRET, mine, 'pay_OtherOrder0001');
      const attempt = t.db.transaction((tx) =>
        confirmPayment(tx, t.app.deps, {
          callerId: alice.user.id,
          orderId: mine,
          paymentId: 'pay_OtherOrder0001',
          signature,
          expectedAmountPaise: 5_000,
          purpose: 'brocks',
        }),
      );
      await expect(attempt).rejects.toMatchObject({
        status: 400,
        message: english('payments:verificationFailed'),
      });
    });
  });

  it('refunds an orphaned captured payment through the Refunds API', async () => {
    t.clock.advance(2 * HOUR);
    // Payments left unused by the tests above are refunded first.
    expect((await refundOrphanedPayments(t.app.deps, HOUR)).failed).toBe(0);
    const orderId = await createOrder(bob, 8_000);
    await deliver(capturedEvent(orderId, 'pay_Orphaned00001', 8_000));
    expect(await refundOrphanedPayments(t.app.deps, HOUR)).toEqual({ refunded: 0, failed: 0 });
    t.clock.advance(HOUR + 1);
    // The provider refuses (it does not know the payment yet): counted as failed, retried on the next run.
    expect(await refundOrphanedPayments(t.app.deps, HOUR)).toEqual({ refunded: 0, failed: 1 });
    expect((await paymentRows('pay_Orphaned00001'))[0].status).toBe('captured');
    fake.addPayment({
      id: 'pay_Orphaned00001',
      order_id: orderId,
      amount: 8_000,
      status: 'captured',
      method: 'netbanking',
    });
    expect(await refundOrphanedPayments(t.app.deps, HOUR)).toEqual({ refunded: 1, failed: 0 });
    // The refused attempt and the retry, each for the whole amount.
    expect(
      fake.requests
        .filter((r) => r.path === '/v1/payments/pay_Orphaned00001/refund')
        .map((r) => r.body?.amount),
    ).toEqual([8_000, 8_000]);
    const [payment] = await paymentRows('pay_Orphaned00001');
    expect(payment.status).toBe('refunded');
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.reason, 'orphaned')));
    expect(refund).toMatchObject({ amountPaise: 8_000, status: 'processed' });
    expect((await orderRow(orderId)).status).toBe('refunded');
  });
});
