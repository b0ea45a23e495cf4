/**
 * Upload milestones and commission-free periods (spec 002 §3 `upload_10_reward` …, §9; ADR 0028): the 10th
 * listed book grants the period once; the member then pays no platform fee on their own borrows and
 * purchases, and the commission-free Brocks offer is refused meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionFreeGrants } from '../../db/schema';
import { insertBook } from '../../seed/books';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { expectLedgersBalanced, moneyTotals, neighbourhood, paidOrder } from '../../testing/transactions';

const DAY = 24 * 60 * 60 * 1000;
const listing = {
  author: 'R. K. Narayan',
  isbn: '9780226568317',
  genre: 'Fiction',
  condition: 'Good',
  dailyFee: 8,
  sellingPrice: null,
};

describe('upload milestones', () => {
  let t: TestApp;
  let hood: Awaited<ReturnType<typeof neighbourhood>>;
  let lister: TestUser;
  let neighbour: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    hood = await neighbourhood(t);
    lister = await hood.member({ name: 'Leela Rao' });
    neighbour = await hood.member({ name: 'Arjun Shah' });
  });
  afterAll(() => t.close());

  const credits = async (who: TestUser) => (await t.request(who).get('/api/user/credits')).body;
  const list = (title: string) => t.request(lister).post('/api/books', { ...listing, title });

  it('the 10th listed book grants 10 commission-free days, once', async () => {
    for (let i = 1; i <= 8; i += 1)
      await insertBook(t.db, { ownerId: lister.user.id, hubIds: [hood.hub.id] });
    expect((await list('Book nine')).status).toBe(201);
    expect((await credits(lister)).commissionFreeUntil).toBeNull();
    expect((await list('Book ten')).status).toBe(201);
    const until = new Date(t.clock.now().getTime() + 10 * DAY).toISOString();
    expect((await credits(lister)).commissionFreeUntil).toBe(until);
    expect((await list('Book eleven')).status).toBe(201);
    expect((await credits(lister)).commissionFreeUntil).toBe(until);
    const grants = await t.db.select().from(commissionFreeGrants);
    expect(grants.map((g) => [g.source, g.days])).toEqual([['upload_10', 10]]);
  });

  it('in the period the next borrow has no platform fee and the deposit is unchanged', async () => {
    const book = await hood.book(neighbour, { dailyFeePaise: 1_000 });
    const body = { purpose: 'rental', bookId: book.id, duration: 7, appliedBrocks: null } as const;
    const order = await t.request(lister).post('/api/payments/create-order', body);
    expect(order.body.amount).toBe(17_000);
    const paid = await paidOrder(t, lister, body);
    const res = await t.request(lister).post('/api/rentals/borrow', {
      bookId: book.id,
      duration: 7,
      paymentMethod: 'card',
      appliedBrocks: null,
      ...paid,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      platformFee: 0,
      securityDeposit: 100,
      totalAmount: 170,
      lenderAmount: 70,
    });
    expect((await moneyTotals(t.db, lister.user.id)).platformFee).toBe(0);
    await expectLedgersBalanced(t.db);
  });

  it('refuses the commission-free Brocks offer during the period', async () => {
    const book = await hood.book(neighbour, { dailyFeePaise: 1_000 });
    const res = await t.request(lister).post('/api/payments/create-order', {
      purpose: 'rental',
      bookId: book.id,
      duration: 7,
      appliedBrocks: { offerType: 'commission_free', brocksUsed: 20, discountAmount: 0.5 },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'You are in a commission-free period: there is no platform fee to waive. Choose rupees instead.',
    );
  });

  it('a purchase in the period costs the selling price alone; after it ends the fee is back', async () => {
    const book = await hood.book(neighbour, { sellingPricePaise: 20_000 });
    const order = await t
      .request(lister)
      .post('/api/payments/create-order', { purpose: 'purchase', bookId: book.id });
    expect(order.body.amount).toBe(20_000);
    t.clock.advance(11 * DAY);
    expect((await credits(lister)).commissionFreeUntil).toBeNull();
    const later = await t
      .request(lister)
      .post('/api/payments/create-order', { purpose: 'purchase', bookId: book.id });
    expect(later.body.amount).toBe(21_000);
  });
});
