/** Razorpay webhooks: signature over the raw body, idempotent by event id (ARCHITECTURE §3). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refunds, webhookEvents } from '../../db/schema';
import { paymentSignature, webhookSignature } from '../../integrations/payments/signatures';
import { fixtureBytes, type FakeRazorpay } from '../../integrations/payments/testing/fake-razorpay';
import { type TestApp, type TestUser } from '../../testing/harness';
import { confirmPayment } from './index';
import { KEY_SECRET, razorpayWorld, WEBHOOK_SECRET } from './razorpay-test-helpers';

describe('POST /api/payments/webhook (against a local fake Razorpay)', () => {
  const { w, createOrder, orderRow, paymentRows, capturedEvent, deliver } = razorpayWorld();
  let fake: FakeRazorpay;
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(() => {
    ({ fake, t, alice, bob } = w);
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
          purpose: 'brocks',
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
});
