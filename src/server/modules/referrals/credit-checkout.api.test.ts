/**
 * Hubshelf credit at checkout (ADR 0028; spec 001 §9 "Referral bonus"): it pays automatically toward the next
 * borrow or buy, never the deposit; the provider is charged the rest; lender and seller earnings unchanged;
 * two borrows sharing one ₹50 credit: one uses it, the other is refused and its payment refunded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../../db/schema';
import { ORPHANED_PAYMENT_AGE_MS } from '../../jobs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import {
  expectLedgersBalanced,
  moneyTotals,
  neighbourhood,
  borrowWithDemoCard,
  paidOrder,
} from '../../testing/transactions';
import { refundOrphanedPayments } from '../payments';
import { grantCredit } from './index';

/** ₹10/day for 7 days: rental ₹70 + fee ₹3.50 + deposit ₹100 = ₹173.50; less ₹50 credit = ₹123.50 */
const WEEK = { purpose: 'rental', duration: 7, appliedBrocks: null } as const;

describe('Hubshelf credit at checkout', () => {
  let t: TestApp;
  let hood: Awaited<ReturnType<typeof neighbourhood>>;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    hood = await neighbourhood(t);
    owner = await hood.member({ name: 'Ravi Kulkarni' });
  });
  afterAll(() => t.close());

  async function memberWithCredit(paise = 5_000) {
    const who = await hood.member();
    await grantCredit(t.db, {
      userId: who.user.id,
      amountPaise: paise,
      reference: `test:${who.user.id}`,
      at: t.clock.now(),
    });
    return who;
  }
  const credit = async (who: TestUser) => (await t.request(who).get('/api/user/credits')).body.credit;

  it('pays ₹50 of a borrow: the order is ₹123.50, the lender still earns ₹70, the credit is spent', async () => {
    const who = await memberWithCredit();
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const order = await t.request(who).post('/api/payments/create-order', { ...WEEK, bookId: book.id });
    expect(order.status).toBe(200);
    expect(order.body.amount).toBe(12_350);
    const res = await borrowWithDemoCard(t, who, book.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalAmount: 173.5, securityDeposit: 100, lenderAmount: 70 });
    expect(await credit(who)).toBe(0);
    expect(await moneyTotals(t.db, who.user.id)).toMatchObject({ provider: 12_350, credit: 5_000 });
    expect((await moneyTotals(t.db, owner.user.id)).lenderEarning).toBeGreaterThanOrEqual(7_000);
    await expectLedgersBalanced(t.db);
  });

  it('comes back to the credit balance when the borrow is cancelled before pickup (ADR 0032)', async () => {
    const who = await memberWithCredit();
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const res = await borrowWithDemoCard(t, who, book.id);
    expect(res.status).toBe(200);
    expect(await credit(who)).toBe(0);
    const cancelled = await t.request(who).post(`/api/rentals/${res.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ totalRefunded: 173.5, refundedToPayment: 123.5 });
    expect(await credit(who)).toBe(50);
    const earnings = await t.request(who).get('/api/user/earnings');
    // earned: the ₹50 credit once; the credit given back is not earned again
    expect(earnings.body.money.earned).toBe(50);
    await expectLedgersBalanced(t.db);
  });

  it('never pays the deposit: ₹500 of credit leaves the ₹100 deposit to pay', async () => {
    const who = await memberWithCredit(50_000);
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const order = await t.request(who).post('/api/payments/create-order', { ...WEEK, bookId: book.id });
    expect(order.body.amount).toBe(10_000);
    const res = await borrowWithDemoCard(t, who, book.id);
    expect(res.status).toBe(200);
    expect(await credit(who)).toBe(500 - 73.5);
    await expectLedgersBalanced(t.db);
  });

  it('pays a whole purchase with credit: no provider order is needed, the seller earns the price', async () => {
    const who = await memberWithCredit(50_000);
    const book = await hood.book(owner, { sellingPricePaise: 20_000 });
    const order = await t
      .request(who)
      .post('/api/payments/create-order', { purpose: 'purchase', bookId: book.id });
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('Your Hubshelf credit pays for this in full: no payment is needed.');
    const res = await t.request(who).post('/api/purchases/buy', { bookId: book.id, paymentMethod: 'card' });
    expect(res.status).toBe(200);
    expect(await credit(who)).toBe(500 - 210);
    expect(await moneyTotals(t.db, who.user.id)).toMatchObject({ provider: 0, credit: 21_000 });
    expect((await moneyTotals(t.db, owner.user.id)).sellerEarning).toBe(20_000);
    await expectLedgersBalanced(t.db);
  });

  it('two borrows sharing one ₹50 credit: one uses it, the other is refused and refunded', async () => {
    const who = await memberWithCredit();
    const [a, b] = [
      await hood.book(owner, { dailyFeePaise: 1_000 }),
      await hood.book(owner, { dailyFeePaise: 1_000 }),
    ];
    const paidA = await paidOrder(t, who, { ...WEEK, bookId: a.id });
    const paidB = await paidOrder(t, who, { ...WEEK, bookId: b.id });
    const borrow = (bookId: number, paid: typeof paidA) =>
      t.request(who).post('/api/rentals/borrow', {
        bookId,
        duration: 7,
        paymentMethod: 'card',
        appliedBrocks: null,
        ...paid,
      });
    const answers = await Promise.all([borrow(a.id, paidA), borrow(b.id, paidB)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(
      'Your Hubshelf credit has changed. Please review the new total and pay again.',
    );
    expect(await credit(who)).toBe(0);
    const { unusedPaise } = await expectLedgersBalanced(t.db);
    expect(unusedPaise).toBe(12_350);

    t.clock.advance(ORPHANED_PAYMENT_AGE_MS + 60_000);
    expect(await refundOrphanedPayments(t.app.deps, ORPHANED_PAYMENT_AGE_MS)).toMatchObject({ refunded: 1 });
    const loser = answers[0].status === 409 ? paidA : paidB;
    const [row] = await t.db
      .select({ status: paymentOrders.status })
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, loser.orderId));
    expect(row.status).toBe('refunded');
    expect((await expectLedgersBalanced(t.db)).unusedPaise).toBe(0);
  });
});
