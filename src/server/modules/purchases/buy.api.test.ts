import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyBody } from '@/contract/purchases';
import { books, brocksLedger, moneyLedger, paymentOrders, purchases } from '../../db/schema';
import { insertBook } from '../../seed/books';
import { insertHub } from '../../seed/hubs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import {
  brocksOf,
  expectLedgersBalanced,
  moneyTotals,
  neighbourhood,
  paidOrder,
} from '../../testing/transactions';

/** ₹200 selling price + 5 % platform fee */
const PRICE = 20_000;
const TOTAL = 21_000;
const NOT_AVAILABLE = 'This book is not available right now';

describe('POST /api/purchases/buy and the Bought and Sold lists', () => {
  let t: TestApp;
  let hood: Awaited<ReturnType<typeof neighbourhood>>;
  let seller: TestUser;
  let buyer: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    hood = await neighbourhood(t);
    seller = await hood.member({
      name: 'Meera Iyer',
      flatWing: 'A-502',
      buildingName: 'Prestige Shantiniketan',
      phone: '9820011003',
    });
    buyer = await hood.member({ name: 'Priya Nair' });
    other = await hood.member({ name: 'Kabir Singh' });
  });
  afterAll(() => t.close());

  const buy = (who: TestUser | null, body: Partial<BuyBody>) =>
    t.request(who).post('/api/purchases/buy', body);
  const forSale = (attrs: Parameters<typeof hood.book>[1] = {}) =>
    hood.book(seller, { sellingPricePaise: PRICE, ...attrs });

  async function buyWithCard(who: TestUser, bookId: number, amount = TOTAL) {
    const paid = await paidOrder(t, who, amount, 'purchase');
    return { paid, res: await buy(who, { bookId, paymentMethod: 'card', ...paid }) };
  }

  async function statusOf(bookId: number) {
    const [row] = await t.db
      .select({ status: books.status, isAvailable: books.isAvailable })
      .from(books)
      .where(eq(books.id, bookId));
    return row;
  }

  describe('refusals', () => {
    it('refuses signed-out callers with 401', async () => {
      const book = await forSale();
      expect((await buy(null, { bookId: book.id, paymentMethod: 'card' })).status).toBe(401);
      expect((await t.request().get('/api/books/bought')).status).toBe(401);
      expect((await t.request().get('/api/books/sold')).status).toBe(401);
    });

    it('refuses a missing payment method with "Please select payment method"', async () => {
      const book = await forSale();
      const res = await buy(buyer, { bookId: book.id });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please select payment method');
    });

    it('refuses the owner with 403 "You cannot buy your own book"', async () => {
      const book = await forSale();
      const { res } = await buyWithCard(seller, book.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot buy your own book');
      expect(await statusOf(book.id)).toEqual({ status: 'listed', isAvailable: true });
    });

    it('refuses a book that is not for sale', async () => {
      const book = await hood.book(seller);
      const res = await buy(buyer, { bookId: book.id, paymentMethod: 'brocks' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This book is not for sale');
    });

    it('refuses a sold or lent book with 409', async () => {
      const sold = await forSale({ status: 'sold' });
      const lent = await forSale({ isAvailable: false });
      for (const bookId of [sold.id, lent.id]) {
        const { res } = await buyWithCard(buyer, bookId);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(NOT_AVAILABLE);
      }
    });

    it('answers 404 for a book outside the caller’s hubs', async () => {
      const elsewhere = await insertHub(t.db);
      const book = await insertBook(t.db, {
        ownerId: seller.user.id,
        hubIds: [elsewhere.id],
        sellingPricePaise: PRICE,
      });
      const res = await buy(buyer, { bookId: book.id, paymentMethod: 'brocks' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Book not found');
    });

    it('refuses an order whose amount differs, an order made for a rental and another member’s order', async () => {
      const book = await forSale();
      const { res: cheaper } = await buyWithCard(buyer, book.id, PRICE);
      expect(cheaper.status).toBe(400);
      expect(cheaper.body.message).toBe(english('payments:amountMismatch'));

      const rentalOrder = await paidOrder(t, buyer, TOTAL, 'rental');
      const wrong = await buy(buyer, { bookId: book.id, paymentMethod: 'card', ...rentalOrder });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(PAYMENT_MESSAGES.wrongPurpose);

      const othersOrder = await paidOrder(t, other, TOTAL, 'purchase');
      const stolen = await buy(buyer, { bookId: book.id, paymentMethod: 'card', ...othersOrder });
      expect(stolen.status).toBe(403);
      expect(stolen.body.message).toBe(english('payments:otherMembersOrder'));
      expect(await statusOf(book.id)).toEqual({ status: 'listed', isAvailable: true });
    });

    it('refuses paying with Brocks beyond the balance', async () => {
      const book = await forSale();
      const res = await buy(buyer, { bookId: book.id, paymentMethod: 'brocks' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Not enough Brocks');
      expect(await brocksOf(t.db, buyer.user.id)).toBe(100);
      expect(await statusOf(book.id)).toEqual({ status: 'listed', isAvailable: true });
      await expectLedgersBalanced(t.db);
      expect(await t.db.select().from(purchases)).toEqual([]);
    });
  });

  describe('a successful buy', () => {
    it('with a demo card payment: marks the book sold, takes it out of Browse and answers the seller’s address', async () => {
      const book = await forSale({ title: 'Malgudi Days' });
      const { paid, res } = await buyWithCard(buyer, book.id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: expect.any(Number),
        book: expect.objectContaining({ id: book.id, title: 'Malgudi Days', author: 'Test Author' }),
        purchasePrice: 200,
        platformFee: 10,
        totalAmount: 210,
        seller: { name: 'Meera Iyer' },
        buyer: { name: 'Priya Nair' },
        paymentMethod: 'card',
        brocksPaid: 0,
        createdAt: t.clock.now().toISOString(),
        sellerInfo: { flatWing: 'A-502', buildingName: 'Prestige Shantiniketan', phone: '9820011003' },
      });
      expect(await statusOf(book.id)).toEqual({ status: 'sold', isAvailable: false });
      const browse = await t.request(other).get('/api/books/browse');
      expect(browse.body.map((b: { id: number }) => b.id)).not.toContain(book.id);
      const [order] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, paid.orderId));
      expect(order.status).toBe('consumed');
      // buying earns no Brocks (spec 000 §9: borrow, lend, upload, referral)
      expect(await brocksOf(t.db, buyer.user.id)).toBe(100);

      const ledger = await t.db
        .select({ kind: moneyLedger.kind, amount: moneyLedger.amountPaise, userId: moneyLedger.userId })
        .from(moneyLedger)
        .where(eq(moneyLedger.purchaseId, res.body.id));
      expect(ledger).toHaveLength(3);
      expect(ledger).toEqual(
        expect.arrayContaining([
          { kind: 'payment', amount: TOTAL, userId: buyer.user.id },
          { kind: 'platform_fee', amount: 1_000, userId: buyer.user.id },
          { kind: 'seller_earning', amount: PRICE, userId: seller.user.id },
        ]),
      );
      await expectLedgersBalanced(t.db);

      const again = await buyWithCard(other, book.id);
      expect(again.res.status).toBe(409);
      expect(again.res.body.message).toBe(NOT_AVAILABLE);
    });

    it('with Brocks: ₹5 + ₹0.25 fee costs 53 Brocks (rounded up)', async () => {
      const book = await forSale({ sellingPricePaise: 500 });
      const res = await buy(other, { bookId: book.id, paymentMethod: 'brocks' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        purchasePrice: 5,
        platformFee: 0.25,
        totalAmount: 5.25,
        paymentMethod: 'brocks',
        brocksPaid: 53,
      });
      expect(await brocksOf(t.db, other.user.id)).toBe(47);
      const [spent] = await t.db
        .select()
        .from(brocksLedger)
        .where(eq(brocksLedger.reference, `purchase:${res.body.id}`));
      expect(spent).toMatchObject({ userId: other.user.id, delta: -53, reason: 'brocks_payment' });
      expect(await moneyTotals(t.db, other.user.id)).toMatchObject({
        brocks: 525,
        provider: 0,
        platformFee: 25,
      });
      await expectLedgersBalanced(t.db);
    });

    it('lets exactly one of concurrent buyers have the book', async () => {
      const book = await forSale();
      const buyers = [buyer, other, await hood.member(), await hood.member()];
      const paid: Awaited<ReturnType<typeof paidOrder>>[] = [];
      for (const who of buyers) paid.push(await paidOrder(t, who, TOTAL, 'purchase'));
      const answers = await Promise.all(
        buyers.map((who, i) => buy(who, { bookId: book.id, paymentMethod: 'upi', ...paid[i] })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
        Array(3).fill(NOT_AVAILABLE),
      );
      expect(await t.db.select().from(purchases).where(eq(purchases.bookId, book.id))).toHaveLength(1);
      await expectLedgersBalanced(t.db);
    });
  });

  describe('GET /api/books/bought and /api/books/sold', () => {
    it('list the caller’s purchases with the seller, and sales with the buyer, newest first', async () => {
      const hood2 = await neighbourhood(t);
      const a = await hood2.member({ name: 'Arjun Rao' });
      const b = await hood2.member({ name: 'Asha Menon' });
      const first = await hood2.book(a, { title: 'First', sellingPricePaise: 15_050 });
      const second = await hood2.book(a, { title: 'Second', sellingPricePaise: 9_900 });
      const p1 = await paidOrder(t, b, 15_803, 'purchase');
      expect((await buy(b, { bookId: first.id, paymentMethod: 'card', ...p1 })).status).toBe(200);
      t.clock.advance(60_000);
      const p2 = await paidOrder(t, b, 10_395, 'purchase');
      expect((await buy(b, { bookId: second.id, paymentMethod: 'card', ...p2 })).status).toBe(200);

      const bought = await t.request(b).get('/api/books/bought');
      expect(bought.status).toBe(200);
      expect(bought.body).toEqual([
        {
          id: expect.any(Number),
          book: expect.objectContaining({ id: second.id, title: 'Second' }),
          seller: { name: 'Arjun Rao' },
          purchasePrice: 99,
          createdAt: t.clock.now().toISOString(),
        },
        expect.objectContaining({
          book: expect.objectContaining({ title: 'First' }),
          seller: { name: 'Arjun Rao' },
          purchasePrice: 150.5,
        }),
      ]);
      const sold = await t.request(a).get('/api/books/sold');
      expect(
        sold.body.map((s: { book: { title: string }; buyer: { name: string } }) => [
          s.book.title,
          s.buyer.name,
        ]),
      ).toEqual([
        ['Second', 'Asha Menon'],
        ['First', 'Asha Menon'],
      ]);
      expect((await t.request(a).get('/api/books/bought')).body).toEqual([]);
      expect((await t.request(b).get('/api/books/sold')).body).toEqual([]);
      await expectLedgersBalanced(t.db);
    });
  });
});
