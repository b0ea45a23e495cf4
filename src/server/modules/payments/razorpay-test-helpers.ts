/**
 * What the Razorpay API tests share (ARCHITECTURE §3 "Payments"; spec 000 §7): a local fake Razorpay, a test
 * app pointed at it with the documented key secret, Alice and Bob, and helpers to create orders, read rows and
 * deliver signed webhooks. Call `razorpayWorld()` at the top of a `describe`; its hooks start and stop both.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { paymentOrders, payments } from '../../db/schema';
import { webhookSignature } from '../../integrations/payments/signatures';
import {
  fixtureJson,
  startFakeRazorpay,
  type FakeRazorpay,
  type WebhookFixture,
} from '../../integrations/payments/testing/fake-razorpay';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';

export const KEY_ID = 'rzp_test_hubshelf';
// The key secret of the documented payment-signature test vector (razorpay-notes.md (b)).
export const KEY_SECRET = 'key_secret';
export const WEBHOOK_SECRET = 'whsec_hubshelf_test';
export const PAYMENT_VECTOR = 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89';
export const HOUR = 60 * 60 * 1000;

export function razorpayWorld() {
  const w = { eventSeq: 0 } as {
    fake: FakeRazorpay;
    t: TestApp;
    alice: TestUser;
    bob: TestUser;
    eventSeq: number;
  };
  beforeAll(async () => {
    w.fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    w.t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: w.fake.url,
    });
    w.alice = await w.t.signIn();
    w.bob = await w.t.signIn();
  });
  afterAll(async () => {
    await w.t.close();
    await w.fake.close();
  });

  async function createOrder(who: TestUser, amount = 5_000) {
    const res = await w.t.request(who).post('/api/payments/create-order', {
      amount,
      bookTitle: 'Train to Pakistan',
      lenderName: 'Meera',
      purpose: 'brocks',
    });
    expect(res.status).toBe(200);
    return res.body.orderId as string;
  }

  const orderRow = async (orderId: string) =>
    (await w.t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0];
  const paymentRows = (paymentId: string) =>
    w.t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));

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
      'x-razorpay-event-id': options.eventId ?? `evt_test_${++w.eventSeq}`,
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    };
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: body,
      headers,
    });
    return { status: res.statusCode, body: res.json() };
  }

  return { w, createOrder, orderRow, paymentRows, capturedEvent, deliver };
}
