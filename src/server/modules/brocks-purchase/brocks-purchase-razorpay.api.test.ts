/** Buying Brocks with the razorpay provider, against a local fake Razorpay (spec 002 §7; ADR 0027). */
import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brocksPackages, payments } from '../../db/schema';
import { paymentSignature } from '../../integrations/payments/signatures';
import { startFakeRazorpay, type FakeRazorpay } from '../../integrations/payments/testing/fake-razorpay';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { brocksOf, expectLedgersBalanced } from '../../testing/transactions';

describe('POST /api/brocks/purchase with razorpay', () => {
  const KEY_ID = 'rzp_test_hubshelf';
  const KEY_SECRET = 'key_secret';
  const w = {} as { fake: FakeRazorpay; t: TestApp; alice: TestUser };
  let packageId: number;

  beforeAll(async () => {
    w.fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    w.t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'whsec_hubshelf_test',
      RAZORPAY_API_URL: w.fake.url,
    });
    w.alice = await w.t.signIn();
    const [row] = await w.t.db
      .insert(brocksPackages)
      .values({ name: 'Value', brocks: 1000, bonus: 100, pricePaise: 10_000 })
      .returning();
    packageId = row!.id;
  });
  afterAll(async () => {
    await w.t.close();
    await w.fake.close();
  });

  it('needs a valid Checkout signature, captures the authorized payment and awards once', async () => {
    const { t, fake, alice } = w;
    const order = await t.request(alice).post('/api/payments/create-order', { purpose: 'brocks', packageId });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ amount: 10_000, provider: 'razorpay' });
    const orderId = order.body.orderId as string;
    const paymentId = 'pay_BrocksBuy000001';
    fake.addPayment({
      id: paymentId,
      order_id: orderId,
      amount: 10_000,
      status: 'authorized',
      method: 'upi',
    });
    const body = { packageId, orderId, paymentId, paymentMethod: 'razorpay' };

    const unsigned = await t.request(alice).post('/api/brocks/purchase', body);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe(english('payments:signatureRequired'));
    const forged = await t
      .request(alice)
      .post('/api/brocks/purchase', { ...body, signature: 'f'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(english('payments:verificationFailed'));
    expect(await brocksOf(t.db, alice.user.id)).toBe(0);

    const signature = paymentSignature(KEY_SECRET, orderId, paymentId);
    const res = await t.request(alice).post('/api/brocks/purchase', { ...body, signature });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ brocksAwarded: 1100 });
    const again = await t.request(alice).post('/api/brocks/purchase', { ...body, signature });
    expect(again.body).toEqual({ brocksAwarded: 1100 });
    expect(await brocksOf(t.db, alice.user.id)).toBe(1100);
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    expect(payment!.status).toBe('captured');
    await expectLedgersBalanced(t.db);
  });
});
