import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, payments, refunds, webhookEvents } from '../../db/schema';
import { createRazorpayProvider } from '../../integrations/payments/razorpay';
import { PaymentProviderError } from '../../integrations/payments/provider';
import { paymentSignature, webhookSignature } from '../../integrations/payments/signatures';
import {
  fixtureBytes,
  fixtureJson,
  startFakeRazorpay,
  type FakeRazorpay,
  type WebhookFixture,
} from '../../integrations/payments/testing/fake-razorpay';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import { confirmPayment, recordPayment, refundOrphanedPayments } from './service';

const KEY_ID = 'rzp_test_hubshelf';
// The key secret of the documented payment-signature test vector (razorpay-notes.md (b)).
const KEY_SECRET = 'key_secret';
const WEBHOOK_SECRET = 'whsec_hubshelf_test';
const PAYMENT_VECTOR = 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89';
const HOUR = 60 * 60 * 1000;

describe('payments with the razorpay provider (against a local fake Razorpay)', () => {
  let fake: FakeRazorpay;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let eventSeq = 0;

  beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
    });
    alice = await t.signIn();
    bob = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function createOrder(who: TestUser, amount = 5_000) {
    const res = await t.request(who).post('/api/payments/create-order', {
      amount,
      bookTitle: 'Train to Pakistan',
      lenderName: 'Meera',
      purpose: 'late_fee',
    });
    expect(res.status).toBe(200);
    return res.body.orderId as string;
  }

  const orderRow = async (orderId: string) =>
    (await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0];
  const paymentRows = (paymentId: string) =>
    t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));

  /** The netbanking `payment.captured` fixture, re-pointed at one of our orders. */
  function capturedEvent(
    orderId: string,
    paymentId: string,
    amount: number,
    event = 'payment.captured',
    status = 'captured',
  ) {
    const body = fixtureJson<WebhookFixture>('docs_webhook_payment.captured_netbanking.json');
    body.event = event;
    Object.assign(body.payload.payment.entity, {
      id: paymentId,
      order_id: orderId,
      amount,
      base_amount: amount,
      status,
      captured: status === 'captured',
    });
    return JSON.stringify(body, null, 2);
  }

  async function deliver(
    body: string | Buffer,
    options: { signature?: string | null; eventId?: string } = {},
  ) {
    const signature =
      options.signature === undefined ? webhookSignature(WEBHOOK_SECRET, body) : options.signature;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-razorpay-event-id': options.eventId ?? `evt_test_${++eventSeq}`,
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: body, headers });
    return { status: res.statusCode, body: res.json() };
  }

  describe('POST /api/payments/create-order', () => {
    it('creates the order through the Orders API in paise with a unique receipt, and answers the key id', async () => {
      const res = await t.request(alice).post('/api/payments/create-order', {
        amount: 18_900,
        bookTitle: 'Godan',
        lenderName: 'Meera',
        purpose: 'extension',
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
          purpose: 'extension',
          memberId: String(alice.user.id),
          bookTitle: 'Godan',
          lenderName: 'Meera',
        },
      });
      expect(row.receipt.length).toBeLessThanOrEqual(40);
      expect(row).toMatchObject({
        provider: 'razorpay',
        purpose: 'extension',
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
        .post('/api/payments/create-order', { amount: 5_000, purpose: 'late_fee', rentalId: 1 });
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
    expect(res.body.message).toBe(PAYMENT_MESSAGES.demoOff);
  });

  describe('Checkout signature', () => {
    it('accepts the signature computed per the documented algorithm and refuses a tampered or missing one', async () => {
      // The documented test vector: order "fake_order_id", payment "fake_payment_id", key secret "key_secret".
      await t.db.insert(paymentOrders).values({
        provider: 'razorpay',
        providerOrderId: 'fake_order_id',
        purpose: 'late_fee',
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
        purpose: 'late_fee' as const,
      };
      const confirm = (signature?: string) =>
        t.db.transaction((tx) => confirmPayment(tx, t.app.deps, { ...input, signature }));

      const tampered = `${PAYMENT_VECTOR.slice(0, -1)}8`;
      await expect(confirm(tampered)).rejects.toMatchObject({
        status: 400,
        message: PAYMENT_MESSAGES.verificationFailed,
      });
      await expect(confirm()).rejects.toMatchObject({
        status: 400,
        message: PAYMENT_MESSAGES.signatureRequired,
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
        message: PAYMENT_MESSAGES.alreadyUsed,
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
          purpose: 'late_fee',
        }),
      );
      await expect(attempt).rejects.toMatchObject({
        status: 400,
        message: PAYMENT_MESSAGES.verificationFailed,
      });
    });
  });

  describe('POST /api/payments/webhook', () => {
    it('refuses a wrong, missing or stale signature with 400, and a body signed before re-serialising', async () => {
      const orderId = await createOrder(alice);
      const body = capturedEvent(orderId, 'pay_Unsigned00001', 5_000);
      expect(await deliver(body, { signature: webhookSignature('another_secret', body) })).toEqual({
        status: 400,
        body: { message: 'Invalid webhook signature' },
      });
      expect((await deliver(body, { signature: null })).status).toBe(400);
      expect(
        (await deliver(body, { signature: paymentSignature(KEY_SECRET, orderId, 'pay_Unsigned00001') }))
          .status,
      ).toBe(400);
      const reserialised = JSON.stringify(JSON.parse(body));
      expect(
        (await deliver(reserialised, { signature: webhookSignature(WEBHOOK_SECRET, body) })).status,
      ).toBe(400);
      expect(await paymentRows('pay_Unsigned00001')).toEqual([]);
      expect((await orderRow(orderId)).status).toBe('created');
    });

    it('verifies the raw bytes as received (the fixture, trailing newline included)', async () => {
      const raw = fixtureBytes('razorpay-python_fake_payment_authorized_webhook.json');
      const res = await deliver(raw, { eventId: 'evt_raw_fixture' });
      expect(res).toEqual({ status: 200, body: { message: 'Webhook processed' } });
      const [event] = await t.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.eventId, 'evt_raw_fixture'));
      expect(event).toMatchObject({ type: 'payment.authorized', payload: raw.toString('utf8') });
      expect(event.processedAt).not.toBeNull();
    });

    it('records a captured payment once even when the event is delivered twice, and the order can then be used', async () => {
      const orderId = await createOrder(alice, 7_500);
      const body = capturedEvent(orderId, 'pay_DESlfW9H8K9uqM', 7_500);
      expect(await deliver(body, { eventId: 'evt_captured_1' })).toEqual({
        status: 200,
        body: { message: 'Webhook processed' },
      });
      expect(await deliver(body, { eventId: 'evt_captured_1' })).toEqual({
        status: 200,
        body: { message: 'Webhook already processed' },
      });
      expect(await paymentRows('pay_DESlfW9H8K9uqM')).toEqual([
        expect.objectContaining({ status: 'captured', amountPaise: 7_500, method: 'netbanking' }),
      ]);
      expect(
        await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_captured_1')),
      ).toHaveLength(1);
      expect((await orderRow(orderId)).status).toBe('paid');

      // The provider is not asked again: the fake does not know this payment, the webhook's record suffices.
      const signature = paymentSignature(KEY_SECRET, orderId, 'pay_DESlfW9H8K9uqM');
      const confirmed = await t.db.transaction((tx) =>
        confirmPayment(tx, t.app.deps, {
          callerId: alice.user.id,
          orderId,
          paymentId: 'pay_DESlfW9H8K9uqM',
          signature,
          expectedAmountPaise: 7_500,
          purpose: 'late_fee',
        }),
      );
      expect(confirmed.method).toBe('netbanking');
      expect((await orderRow(orderId)).status).toBe('consumed');
    });

    it('keeps a late capture after a failure, and ignores a failure after a capture', async () => {
      const orderId = await createOrder(bob);
      fake.addPayment({
        id: 'pay_LateCapture01',
        order_id: orderId,
        amount: 5_000,
        status: 'captured',
        method: 'netbanking',
      });
      await deliver(capturedEvent(orderId, 'pay_LateCapture01', 5_000, 'payment.failed', 'failed'));
      expect((await orderRow(orderId)).status).toBe('failed');
      await deliver(capturedEvent(orderId, 'pay_LateCapture01', 5_000));
      await deliver(capturedEvent(orderId, 'pay_LateCapture01', 5_000, 'payment.failed', 'failed'));
      expect(await paymentRows('pay_LateCapture01')).toEqual([
        expect.objectContaining({ status: 'captured' }),
      ]);
      expect((await orderRow(orderId)).status).toBe('paid');
    });

    it('records a refund and marks the payment and its unused order refunded', async () => {
      const orderId = await createOrder(bob, 6_000);
      await deliver(capturedEvent(orderId, 'pay_Refunded00001', 6_000));
      const body = JSON.stringify({
        entity: 'event',
        event: 'refund.processed',
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: 'rfnd_Webhook00001',
              entity: 'refund',
              amount: 6_000,
              currency: 'INR',
              payment_id: 'pay_Refunded00001',
              status: 'processed',
            },
          },
          payment: JSON.parse(capturedEvent(orderId, 'pay_Refunded00001', 6_000)).payload.payment,
        },
        created_at: 1597734071,
      });
      expect((await deliver(body)).status).toBe(200);
      const [payment] = await paymentRows('pay_Refunded00001');
      expect(payment.status).toBe('refunded');
      expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toEqual([
        expect.objectContaining({
          providerRefundId: 'rfnd_Webhook00001',
          amountPaise: 6_000,
          status: 'processed',
          reason: 'provider',
        }),
      ]);
      expect((await orderRow(orderId)).status).toBe('refunded');
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
