/**
 * With Razorpay, the server captures a payment when the borrow or buy records it. An order whose inputs no
 * longer price the same (settings changed between create-order and the borrow or buy) is refused before that
 * capture: no capture call reaches the provider, and there is nothing to refund
 * (docs/decisions/0014-server-pricing-authority.md).
 */
import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders, payments, refunds } from '../../db/schema';
import { ORPHANED_PAYMENT_AGE_MS } from '../../jobs';
import { paymentSignature } from '../../integrations/payments/signatures';
import type { FakeRazorpay } from '../../integrations/payments/testing/fake-razorpay';
import type { TestApp, TestUser } from '../../testing/harness';
import { razorpayNeighbourhood, type RazorpayNeighbourhood } from '../../testing/razorpay-neighbourhood';
import { expectLedgersBalanced } from '../../testing/transactions';
import { writeSettings } from '../settings';
import { refundOrphanedPayments } from './index';

const KEY_SECRET = 'rzp_secret_pricing_tests';

describe('settings changed between create-order and the borrow or buy (fake Razorpay)', () => {
  const world = razorpayNeighbourhood(KEY_SECRET);
  let fake: FakeRazorpay;
  let t: TestApp;
  let hood: RazorpayNeighbourhood['hood'];
  let owner: TestUser;
  let member: TestUser;
  let paymentSeq = 0;
  beforeAll(() => {
    ({ fake, t, hood, owner, member } = world);
  });

  /** Creates the order through the API and authorizes a card payment of its amount in Checkout. */
  async function authorizedOrder(body: Record<string, unknown>) {
    const order = await t.request(member).post('/api/payments/create-order', body);
    expect(order.status).toBe(200);
    const orderId = order.body.orderId as string;
    const paymentId = `pay_Pricing${String(++paymentSeq).padStart(7, '0')}`;
    fake.addPayment({
      id: paymentId,
      order_id: orderId,
      amount: order.body.amount,
      status: 'authorized',
      method: 'card',
    });
    return { orderId, paymentId, signature: paymentSignature(KEY_SECRET, orderId, paymentId) };
  }

  const providerCalls = (kind: 'capture' | 'refund') =>
    fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/${kind}`));

  async function expectNothingTakenOrRefunded(orderId: string) {
    expect(providerCalls('capture')).toEqual([]);
    const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId));
    expect(order.status).toBe('created');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    t.clock.advance(ORPHANED_PAYMENT_AGE_MS + 60_000);
    expect(await refundOrphanedPayments(t.app.deps, ORPHANED_PAYMENT_AGE_MS)).toEqual({
      refunded: 0,
      failed: 0,
    });
    expect(providerCalls('refund')).toEqual([]);
    expect(await t.db.select().from(refunds)).toEqual([]);
    await expectLedgersBalanced(t.db);
  }

  it('refuses the borrow before any capture call reaches the provider', async () => {
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const proof = await authorizedOrder({ purpose: 'rental', bookId: book.id, duration: 7 });
    await writeSettings(t.db, { security_deposit_paise: 15_000 }, t.clock.now());
    try {
      const res = await t.request(member).post('/api/rentals/borrow', {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'razorpay',
        ...proof,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(english('payments:transaction.priceChanged'));
    } finally {
      await writeSettings(t.db, { security_deposit_paise: 10_000 }, t.clock.now());
    }
    await expectNothingTakenOrRefunded(proof.orderId);
  });

  it('refuses the buy before any capture call reaches the provider', async () => {
    const book = await hood.book(owner, { sellingPricePaise: 25_000 });
    const proof = await authorizedOrder({ purpose: 'purchase', bookId: book.id });
    await writeSettings(t.db, { commission_rate: 8 }, t.clock.now());
    try {
      const res = await t.request(member).post('/api/purchases/buy', {
        bookId: book.id,
        paymentMethod: 'razorpay',
        ...proof,
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(english('payments:transaction.priceChanged'));
    } finally {
      await writeSettings(t.db, { commission_rate: 5 }, t.clock.now());
    }
    await expectNothingTakenOrRefunded(proof.orderId);
  });

  it('captures and completes the borrow when the price still holds', async () => {
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const proof = await authorizedOrder({ purpose: 'rental', bookId: book.id, duration: 7 });
    const res = await t.request(member).post('/api/rentals/borrow', {
      bookId: book.id,
      duration: 7,
      paymentMethod: 'razorpay',
      ...proof,
    });
    expect(res.status).toBe(200);
    expect(res.body.totalAmount).toBe(173.5);
    expect(providerCalls('capture').map((r) => r.path)).toEqual([`/v1/payments/${proof.paymentId}/capture`]);
  });
});
