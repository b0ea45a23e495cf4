/**
 * GET /api/user/earnings (spec 002 §2.3, §3, §7; issue rules "Earnings"; ADR 0029): what each side of a
 * borrow, a late return, a sale, a referral bonus and a Brocks package sees, derived from the ledgers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brocksPackages } from '../../db/schema';
import { insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import {
  expectLedgersBalanced,
  neighbourhood,
  borrowWithDemoCard,
  paidOrder,
} from '../../testing/transactions';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** An owner, a borrower and a stranger in one hub; `rent` borrows a new book of the owner for 7 days by card. */
async function lifecycleWorld(t: TestApp) {
  const hood = await neighbourhood(t);
  const owner = await hood.member({ name: 'Ravi Kulkarni' });
  const borrower = await hood.member({ name: 'Asha Menon' });
  const stranger = await hood.member({ name: 'Bob Dsouza' });
  async function rent(opts: { dailyFeePaise: number; title: string }) {
    const book = await hood.book(owner, opts);
    const res = await borrowWithDemoCard(t, borrower, book.id);
    expect(res.status).toBe(200);
    return { book, rental: res.body as { id: number } };
  }
  return { hood, owner, borrower, stranger, rent };
}

const returnCalls = (t: TestApp) => ({
  requestReturn: (who: TestUser, id: number) => t.request(who).post(`/api/rentals/${id}/request-return`, {}),
  confirmReturn: (who: TestUser, id: number) => t.request(who).post(`/api/rentals/${id}/confirm-return`, {}),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function earningsOf(who: TestUser) {
  const res = await t.request(who).get('/api/user/earnings');
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /api/user/earnings', () => {
  it('refuses a signed-out caller with 401', async () => {
    const res = await t.request().get('/api/user/earnings');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Please sign in to continue' });
  });

  it('answers zeros, 12 empty months and the opening Brocks for a new member', async () => {
    const w = await lifecycleWorld(t);
    const e = await earningsOf(w.stranger);
    expect(e.money).toMatchObject({ earned: 0, spent: 0, netWorth: 0, earningTransactions: [] });
    expect(e.money.monthly).toHaveLength(12);
    expect(e.money.monthly.at(-1)).toEqual({
      month: t.clock.now().toISOString().slice(0, 7),
      earned: 0,
      spent: 0,
    });
    expect(e.money.deposits).toEqual({ held: 0, refunded: 0, applied: 0, holding: 0, transactions: [] });
    expect(e.brocks).toMatchObject({ earned: 100, spent: 0, netWorth: 100 });
    expect(e.brocks.earningTransactions).toMatchObject([
      { type: 'opening_credits', amount: 100, description: 'Welcome bonus for joining Hubshelf' },
    ]);
  });

  it('after a borrow: the lender earns the rental fee, the borrower spent fee + platform fee, deposit apart', async () => {
    const w = await lifecycleWorld(t);
    await w.rent({ dailyFeePaise: 1_000, title: 'Swami and Friends' }); // ₹70 + ₹3.50 + ₹100 deposit
    const lender = await earningsOf(w.owner);
    expect(lender.money).toMatchObject({ earned: 70, spent: 0, netWorth: 70 });
    expect(lender.money.earningTransactions).toMatchObject([
      {
        type: 'rental_earning',
        amount: 70,
        description: 'Lent "Swami and Friends"',
        bookTitle: 'Swami and Friends',
        borrowerName: 'Asha Menon',
        lenderName: 'Ravi Kulkarni',
        source: 'rental',
      },
    ]);
    expect(lender.brocks.earned).toBe(105); // 100 opening + 5 lend (+1 upload is not posted by the factory)
    const borrower = await earningsOf(w.borrower);
    expect(borrower.money).toMatchObject({ earned: 0, spent: 73.5, netWorth: -73.5 });
    expect(borrower.money.spendingTransactions).toMatchObject([
      { type: 'rental', amount: 73.5, description: 'Borrowed "Swami and Friends"', source: 'provider' },
    ]);
    expect(borrower.money.deposits).toMatchObject({ held: 100, refunded: 0, applied: 0, holding: 100 });
    expect(borrower.money.monthly.at(-1).spent).toBe(73.5);
    expect(borrower.brocks).toMatchObject({ earned: 105, spent: 0, netWorth: 105 });
    await expectLedgersBalanced(t.db);
  });

  it('after a late return: late fee from the deposit is spent by the borrower and earned by the lender', async () => {
    const w = await lifecycleWorld(t);
    const { rental } = await w.rent({ dailyFeePaise: 1_000, title: 'The English Teacher' });
    t.clock.advance(7 * DAY + 2 * DAY + HOUR); // 3 days late × ₹10 = ₹30, kept from the ₹100 deposit
    const calls = returnCalls(t);
    expect((await calls.requestReturn(w.borrower, rental.id)).body).toMatchObject({ lateFee: 30 });
    expect((await calls.confirmReturn(w.owner, rental.id)).status).toBe(200);
    const borrower = await earningsOf(w.borrower);
    expect(borrower.money).toMatchObject({ spent: 103.5, netWorth: -103.5 });
    expect(borrower.money.spendingTransactions.map((x: { type: string }) => x.type).sort()).toEqual([
      'late_fee_from_deposit',
      'rental',
    ]);
    expect(borrower.money.deposits).toMatchObject({ held: 100, refunded: 70, applied: 30, holding: 0 });
    const lender = await earningsOf(w.owner);
    expect(lender.money.earned).toBe(70 + 28.5); // the late fee less its 5 % platform fee
    expect(lender.money.earningTransactions[0]).toMatchObject({
      type: 'late_fee_earning',
      amount: 28.5,
      description: 'Late fee for "The English Teacher"',
    });
    await expectLedgersBalanced(t.db);
  });

  it('after a sale: the seller earns the price, the buyer spent price + platform fee', async () => {
    const w = await lifecycleWorld(t);
    const book = await w.hood.book(w.owner, { title: 'Malgudi Days', sellingPricePaise: 20_000 });
    const paid = await paidOrder(t, w.borrower, 21_000, 'purchase');
    const res = await t
      .request(w.borrower)
      .post('/api/purchases/buy', { bookId: book.id, paymentMethod: 'card', ...paid });
    expect(res.status).toBe(200);
    const seller = await earningsOf(w.owner);
    expect(seller.money).toMatchObject({ earned: 200, spent: 0 });
    expect(seller.money.earningTransactions).toMatchObject([
      {
        type: 'sale',
        amount: 200,
        description: 'Sold "Malgudi Days"',
        buyerName: 'Asha Menon',
        sellerName: 'Ravi Kulkarni',
      },
    ]);
    const buyer = await earningsOf(w.borrower);
    expect(buyer.money).toMatchObject({ earned: 0, spent: 210 });
    expect(buyer.money.spendingTransactions).toMatchObject([
      { type: 'purchase', amount: 210, description: 'Bought "Malgudi Days"' },
    ]);
    // another member sees none of it
    expect((await earningsOf(w.stranger)).money).toMatchObject({ earned: 0, spent: 0 });
    await expectLedgersBalanced(t.db);
  });

  it('after a referral: both sides earned ₹50 of credit, and spending it counts as spent', async () => {
    const referrer = await t.signIn({ name: 'Meera Iyer' });
    const form = {
      name: 'Kiran Rao',
      email: `kiran.${Date.now().toString(36)}@example.com`,
      phone: '9876500011',
      password: 'secret123',
      flatWing: 'B-702',
      buildingName: 'Palm Heights',
      detailedAddress: 'Near City Mall, Andheri West',
      city: 'Mumbai',
      referredBy: String(referrer.user.userNumber),
    };
    const registered = await t.request().post('/api/auth/register', form);
    expect(registered.status).toBe(200);
    const referee = await t.sessionFor({ ...referrer.user, id: registered.body.id as number });
    const hub = await insertHub(t.db);
    expect((await t.request(referee).post(`/api/societies/${hub.id}/join`)).status).toBe(200);
    for (const who of [referrer, referee]) {
      const e = await earningsOf(who);
      expect(e.money).toMatchObject({ earned: 50, spent: 0, netWorth: 50 });
      expect(e.money.earningTransactions).toMatchObject([
        { type: 'referral_credit', amount: 50, description: 'Referral bonus credit' },
      ]);
    }
    await expectLedgersBalanced(t.db);
  });

  it('after buying a Brocks package: the price is spent in rupees and the Brocks are earned', async () => {
    const w = await lifecycleWorld(t);
    const [pkg] = await t.db
      .insert(brocksPackages)
      .values({ name: 'Earnings Popular', brocks: 500, bonus: 25, pricePaise: 5000 })
      .returning();
    const order = await t
      .request(w.borrower)
      .post('/api/payments/create-order', { purpose: 'brocks', packageId: pkg!.id });
    expect(order.status).toBe(200);
    const pay = await t
      .request(w.borrower)
      .post('/api/payments/demo/pay', { orderId: order.body.orderId, method: 'upi' });
    const bought = await t.request(w.borrower).post('/api/brocks/purchase', {
      paymentMethod: 'upi',
      packageId: pkg!.id,
      orderId: order.body.orderId,
      paymentId: pay.body.paymentId,
    });
    expect(bought.body).toEqual({ brocksAwarded: 525 });
    const e = await earningsOf(w.borrower);
    expect(e.money).toMatchObject({ earned: 0, spent: 50 });
    expect(e.money.spendingTransactions).toMatchObject([{ type: 'brocks_package', amount: 50 }]);
    expect(e.brocks.earned - e.brocks.spent).toBe(e.brocks.netWorth);
    expect(e.brocks.earningTransactions).toEqual(
      expect.arrayContaining([expect.objectContaining({ amount: 525 })]),
    );
    await expectLedgersBalanced(t.db);
  });
});
