/**
 * The server is the one pricing authority (ARCHITECTURE §3; docs/decisions/0014-server-pricing-authority.md):
 * create-order prices a rental or purchase from its inputs and refuses a client-sent amount, and an order
 * whose inputs no longer price the same (settings changed) is refused before any capture — nothing to refund.
 */
import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_MESSAGES } from '@/contract/payments';
import { paymentOrders, payments, refunds } from '../../db/schema';
import { ORPHANED_PAYMENT_AGE_MS } from '../../jobs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { expectLedgersBalanced, neighbourhood } from '../../testing/transactions';
import { writeSettings } from '../settings';
import { refundOrphanedPayments } from './index';

/** ₹10/day for 7 days: rental ₹70 + platform fee ₹3.50 (5 %) + deposit ₹100 */
const WEEK_TOTAL = 17_350;
/** the same week at a 10 % commission: platform fee ₹7 */
const WEEK_TOTAL_AT_10 = 17_700;
/** a ₹250 book: + 5 % platform fee ₹12.50 */
const PRICE = 25_000;

describe('create-order is priced by the server (demo provider)', () => {
  let t: TestApp;
  let hood: Awaited<ReturnType<typeof neighbourhood>>;
  let owner: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    hood = await neighbourhood(t);
    owner = await hood.member({ name: 'Ravi Kulkarni' });
    member = await hood.member();
  });
  afterAll(() => t.close());

  const createOrder = (body: Record<string, unknown>) =>
    t.request(member).post('/api/payments/create-order', body);
  const orderRow = async (orderId: string) =>
    (await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0];
  const setCommission = (rate: number) => writeSettings(t.db, { commission_rate: rate }, t.clock.now());

  it('computes a rental order from the book, duration and Brocks offer, and stores its inputs', async () => {
    const book = await hood.book(owner, { title: 'The Guide', dailyFeePaise: 1_000 });
    const plain = await createOrder({ purpose: 'rental', bookId: book.id, duration: 7 });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ amount: WEEK_TOTAL, currency: 'INR', provider: 'demo' });
    expect(await orderRow(plain.body.orderId)).toMatchObject({
      purpose: 'rental',
      amountPaise: WEEK_TOTAL,
      bookId: book.id,
      durationDays: 7,
      offerType: null,
      offerBrocks: null,
    });

    const offer = { offerType: 'rupees', brocksUsed: 100, discountAmount: 5 };
    const withOffer = await createOrder({
      purpose: 'rental',
      bookId: book.id,
      duration: 7,
      appliedBrocks: offer,
    });
    expect(withOffer.status).toBe(200);
    expect(withOffer.body.amount).toBe(WEEK_TOTAL - 500);
    expect(await orderRow(withOffer.body.orderId)).toMatchObject({ offerType: 'rupees', offerBrocks: 100 });
  });

  it('computes a purchase order from the selling price and the commission', async () => {
    const book = await hood.book(owner, { sellingPricePaise: PRICE });
    const res = await createOrder({ purpose: 'purchase', bookId: book.id });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(PRICE + 1_250);
  });

  it('refuses a client-sent amount for a rental or a purchase with 400', async () => {
    const book = await hood.book(owner, { sellingPricePaise: PRICE });
    for (const body of [
      { purpose: 'rental', bookId: book.id, duration: 7, amount: 100 },
      { purpose: 'purchase', bookId: book.id, amount: PRICE + 1_250 },
    ]) {
      const res = await createOrder(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TRANSACTION_MESSAGES.amountNotAccepted);
    }
    const noDuration = await createOrder({ purpose: 'rental', bookId: book.id });
    expect(noDuration.status).toBe(400);
    expect(noDuration.body.message).toBe('Please select rental duration');
    const noBook = await createOrder({ purpose: 'purchase' });
    expect(noBook.status).toBe(400);
    expect(noBook.body.message).toBe('Please choose a book');
  });

  it('refuses an order for the caller’s own book, a book not for sale and an offer that differs', async () => {
    const own = await hood.book(member);
    const mine = await createOrder({ purpose: 'rental', bookId: own.id, duration: 7 });
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe('You cannot borrow your own book');
    const notForSale = await hood.book(owner);
    const buy = await createOrder({ purpose: 'purchase', bookId: notForSale.id });
    expect(buy.status).toBe(400);
    expect(buy.body.message).toBe('This book is not for sale');
    const offer = { offerType: 'rupees', brocksUsed: 100, discountAmount: 9 };
    const wrong = await createOrder({
      purpose: 'rental',
      bookId: notForSale.id,
      duration: 7,
      appliedBrocks: offer,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(english('payments:transaction.discountMismatch'));
  });

  it('refuses the demo payment of an order priced on settings that changed, and the borrow, with nothing to refund', async () => {
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const order = await createOrder({ purpose: 'rental', bookId: book.id, duration: 7 });
    expect(order.body.amount).toBe(WEEK_TOTAL);
    await setCommission(10);
    try {
      const pay = await t
        .request(member)
        .post('/api/payments/demo/pay', { orderId: order.body.orderId, method: 'card' });
      expect(pay.status).toBe(409);
      expect(pay.body.message).toBe(english('payments:transaction.priceChanged'));
      const borrow = await t.request(member).post('/api/rentals/borrow', {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'card',
        orderId: order.body.orderId,
        paymentId: 'pay_demo_invented',
      });
      expect(borrow.status).toBe(409);
      expect(borrow.body.message).toBe(english('payments:transaction.priceChanged'));
      const row = await orderRow(order.body.orderId);
      expect(row.status).toBe('created');
      expect(await t.db.select().from(payments).where(eq(payments.orderId, row.id))).toEqual([]);

      const fresh = await createOrder({ purpose: 'rental', bookId: book.id, duration: 7 });
      expect(fresh.body.amount).toBe(WEEK_TOTAL_AT_10);
    } finally {
      await setCommission(5);
    }
    t.clock.advance(ORPHANED_PAYMENT_AGE_MS + 60_000);
    expect(await refundOrphanedPayments(t.app.deps, ORPHANED_PAYMENT_AGE_MS)).toEqual({
      refunded: 0,
      failed: 0,
    });
    expect(await t.db.select().from(refunds)).toEqual([]);
    await expectLedgersBalanced(t.db);
  });

  it('refuses a purchase whose order was priced on another commission, before the demo payment', async () => {
    const book = await hood.book(owner, { sellingPricePaise: PRICE });
    const order = await createOrder({ purpose: 'purchase', bookId: book.id });
    await setCommission(10);
    try {
      const pay = await t
        .request(member)
        .post('/api/payments/demo/pay', { orderId: order.body.orderId, method: 'card' });
      expect(pay.status).toBe(409);
      expect(pay.body.message).toBe(english('payments:transaction.priceChanged'));
      const buy = await t.request(member).post('/api/purchases/buy', {
        bookId: book.id,
        paymentMethod: 'card',
        orderId: order.body.orderId,
        paymentId: 'pay_demo_invented',
      });
      expect(buy.status).toBe(409);
      expect(buy.body.message).toBe(english('payments:transaction.priceChanged'));
      expect((await orderRow(order.body.orderId)).status).toBe('created');
    } finally {
      await setCommission(5);
    }
  });

  it('refuses the borrow of a paid order when settings changed after the payment, before using it', async () => {
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const order = await createOrder({ purpose: 'rental', bookId: book.id, duration: 7 });
    const pay = await t
      .request(member)
      .post('/api/payments/demo/pay', { orderId: order.body.orderId, method: 'card' });
    expect(pay.status).toBe(200);
    await setCommission(10);
    try {
      const borrow = await t.request(member).post('/api/rentals/borrow', {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'card',
        orderId: order.body.orderId,
        paymentId: pay.body.paymentId,
      });
      expect(borrow.status).toBe(409);
      expect(borrow.body.message).toBe(english('payments:transaction.priceChanged'));
      expect((await orderRow(order.body.orderId)).status).toBe('paid');
    } finally {
      await setCommission(5);
    }
  });
});
