import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BorrowBody } from '@/contract/rentals';
import { books, brocksLedger, moneyLedger, paymentOrders, payments, rentals } from '../../db/schema';
import { insertHub } from '../../db/seed/hubs';
import { insertBook } from '../../db/seed/books';
import { ORPHANED_PAYMENT_AGE_MS } from '../../jobs';
import { createTestApp, type TestApp, type TestUser } from '../../testing/harness';
import { postBrocks } from '../brocks/service';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import { refundOrphanedPayments } from '../payments/service';
import { writeSettings } from '../settings/service';
import {
  brocksOf,
  expectLedgersBalanced,
  moneyTotals,
  neighbourhood,
  paidOrder,
} from '../../testing/transactions';

const DAY = 24 * 60 * 60 * 1000;
/** ₹10/day for 7 days: rental ₹70 + platform fee ₹3.50 (5 %) + deposit ₹100 = ₹173.50 */
const WEEK_TOTAL = 17_350;
const NOT_AVAILABLE = 'This book is not available right now';

describe('POST /api/rentals/borrow', () => {
  let t: TestApp;
  let hood: Awaited<ReturnType<typeof neighbourhood>>;
  let owner: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    hood = await neighbourhood(t);
    owner = await hood.member({
      name: 'Ravi Kulkarni',
      flatWing: 'C-1102',
      buildingName: 'Lakeview Residency',
      phone: '9820011002',
    });
    alice = await hood.member({ name: 'Asha Menon' });
    bob = await hood.member({ name: 'Bob Dsouza' });
  });
  afterAll(() => t.close());

  const borrow = (who: TestUser | null, body: Partial<BorrowBody>) =>
    t.request(who).post('/api/rentals/borrow', body);

  /** Pays a demo order for `amount` and borrows `bookId` for a week with it. */
  async function borrowWithCard(
    who: TestUser,
    bookId: number,
    amount = WEEK_TOTAL,
    extra: Partial<BorrowBody> = {},
  ) {
    const paid = await paidOrder(t, who, amount);
    return {
      paid,
      res: await borrow(who, {
        bookId,
        duration: 7,
        paymentMethod: 'card',
        appliedBrocks: null,
        ...paid,
        ...extra,
      }),
    };
  }

  async function isAvailable(bookId: number) {
    const [row] = await t.db
      .select({ isAvailable: books.isAvailable })
      .from(books)
      .where(eq(books.id, bookId));
    return row.isAvailable;
  }

  describe('refusals', () => {
    it('refuses a signed-out caller with 401', async () => {
      const book = await hood.book(owner);
      const res = await borrow(null, { bookId: book.id, duration: 7, paymentMethod: 'card' });
      expect(res.status).toBe(401);
    });

    it.each([
      [{ duration: 5 }, 'Please select rental duration'],
      [{ duration: undefined }, 'Please select rental duration'],
      [{ paymentMethod: undefined }, 'Please select payment method'],
      [{ paymentMethod: 'cheque' }, 'Please select payment method'],
      [
        { appliedBrocks: { offerType: 'rupees', brocksUsed: 0, discountAmount: 0 } },
        'Brocks used must be a whole number of at least 1',
      ],
    ])('refuses %o with 400 "%s"', async (change, message) => {
      const book = await hood.book(owner);
      const res = await borrow(alice, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'brocks',
        ...change,
      } as Partial<BorrowBody>);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses the owner with 403 "You cannot borrow your own book"', async () => {
      const book = await hood.book(owner);
      const { res } = await borrowWithCard(owner, book.id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot borrow your own book');
      expect(await isAvailable(book.id)).toBe(true);
    });

    it('answers 404 for a book outside the caller’s hubs, a deleted book and an unknown book', async () => {
      const elsewhere = await insertHub(t.db);
      const outside = await insertBook(t.db, { ownerId: owner.user.id, hubIds: [elsewhere.id] });
      const deleted = await hood.book(owner, { status: 'deleted' });
      for (const bookId of [outside.id, deleted.id, 999_999]) {
        const res = await borrow(alice, { bookId, duration: 7, paymentMethod: 'brocks' });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Book not found');
      }
    });

    it('refuses a lent or sold book with 409 "This book is not available right now"', async () => {
      const lent = await hood.book(owner, { isAvailable: false });
      const sold = await hood.book(owner, { status: 'sold', sellingPricePaise: 20_000 });
      for (const bookId of [lent.id, sold.id]) {
        const { res } = await borrowWithCard(alice, bookId);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(NOT_AVAILABLE);
      }
    });

    it('refuses a provider method without a payment', async () => {
      const book = await hood.book(owner);
      const res = await borrow(alice, { bookId: book.id, duration: 7, paymentMethod: 'card' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please complete the payment first');
      expect(await isAvailable(book.id)).toBe(true);
    });

    it('refuses an order whose amount differs from the server’s price', async () => {
      const book = await hood.book(owner);
      const { res } = await borrowWithCard(alice, book.id, WEEK_TOTAL - 350);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.amountMismatch);
      expect(await isAvailable(book.id)).toBe(true);
    });

    it('refuses an order made for a purchase', async () => {
      const book = await hood.book(owner);
      const paid = await paidOrder(t, alice, WEEK_TOTAL, 'purchase');
      const res = await borrow(alice, { bookId: book.id, duration: 7, paymentMethod: 'card', ...paid });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.wrongPurpose);
    });

    it('refuses another member’s order with 403', async () => {
      const book = await hood.book(owner);
      const paid = await paidOrder(t, bob, WEEK_TOTAL);
      const res = await borrow(alice, { bookId: book.id, duration: 7, paymentMethod: 'card', ...paid });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(PAYMENT_MESSAGES.otherMembersOrder);
      expect(await isAvailable(book.id)).toBe(true);
    });

    it('refuses a client discount that does not match the server’s', async () => {
      const book = await hood.book(owner);
      const appliedBrocks = { offerType: 'rupees' as const, brocksUsed: 100, discountAmount: 6 };
      const { res } = await borrowWithCard(alice, book.id, WEEK_TOTAL - 600, { appliedBrocks });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The Brocks discount has changed. Please apply the offer again.');
      expect(await brocksOf(t.db, alice.user.id)).toBe(100);
    });

    it('refuses an offer that gives no whole rupee or day', async () => {
      const book = await hood.book(owner);
      const appliedBrocks = { offerType: 'commission_free' as const, brocksUsed: 19, discountAmount: 0 };
      const res = await borrow(alice, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'brocks',
        appliedBrocks,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'This Brocks offer is too small: it must give at least one rupee or one commission-free day',
      );
    });

    it('refuses an offer beyond the balance with "Not enough Brocks" and changes nothing', async () => {
      const book = await hood.book(owner);
      const appliedBrocks = { offerType: 'rupees' as const, brocksUsed: 200, discountAmount: 10 };
      const { res } = await borrowWithCard(alice, book.id, WEEK_TOTAL - 1_000, { appliedBrocks });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Not enough Brocks');
      expect(await isAvailable(book.id)).toBe(true);
      expect(await brocksOf(t.db, alice.user.id)).toBe(100);
      expect(await t.db.select().from(rentals).where(eq(rentals.bookId, book.id))).toEqual([]);
    });

    it('refuses paying with Brocks beyond the balance with "Not enough Brocks"', async () => {
      const book = await hood.book(owner);
      const res = await borrow(alice, { bookId: book.id, duration: 7, paymentMethod: 'brocks' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Not enough Brocks');
      expect(await isAvailable(book.id)).toBe(true);
      expect(await brocksOf(t.db, alice.user.id)).toBe(100);
    });

    it('refuses a duration beyond the platform’s max rental days', async () => {
      await writeSettings(t.db, { max_rental_days: 14 }, t.clock.now());
      try {
        const book = await hood.book(owner);
        const res = await borrow(alice, { bookId: book.id, duration: 30, paymentMethod: 'brocks' });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe('Rentals can last at most 14 days');
      } finally {
        await writeSettings(t.db, { max_rental_days: 30 }, t.clock.now());
      }
    });

    it('leaves the ledgers balanced after the refusals', async () => {
      await expectLedgersBalanced(t.db);
      expect(await t.db.select().from(rentals)).toEqual([]);
      expect(await moneyTotals(t.db)).toMatchObject({ payments: 0 });
    });
  });

  describe('a successful borrow', () => {
    it('with a demo card payment: creates the active rental, marks the book Borrowed and answers the collection address', async () => {
      const book = await hood.book(owner, { title: 'The Guide', dailyFeePaise: 1_000 });
      const { paid, res } = await borrowWithCard(alice, book.id);
      expect(res.status).toBe(200);
      const now = t.clock.now();
      expect(res.body).toMatchObject({
        status: 'active',
        book: { id: book.id, title: 'The Guide' },
        borrowerId: alice.user.id,
        borrower: { name: 'Asha Menon' },
        lenderId: owner.user.id,
        lender: { name: 'Ravi Kulkarni' },
        startDate: now.toISOString(),
        endDate: new Date(now.getTime() + 7 * DAY).toISOString(),
        duration: 7,
        dailyFee: 10,
        rentalFee: 70,
        platformFee: 3.5,
        securityDeposit: 100,
        brocksDiscount: 0,
        brocksUsed: 0,
        offerType: null,
        totalAmount: 173.5,
        lenderAmount: 70,
        paymentMethod: 'card',
        brocksPaid: 0,
        collectionInfo: { flatWing: 'C-1102', buildingName: 'Lakeview Residency', phone: '9820011002' },
      });

      const shown = await t.request(bob).get(`/api/books/${book.id}`);
      expect(shown.body.isAvailable).toBe(false);
      const [order] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, paid.orderId));
      expect(order.status).toBe('consumed');
      expect(await brocksOf(t.db, alice.user.id)).toBe(105);
      expect(await brocksOf(t.db, owner.user.id)).toBe(105);
      const rewards = await t.request(owner).get('/api/user/recent-rewards');
      expect(rewards.body[0]).toMatchObject({ action: 'lend', credits: 5, description: 'Lent "The Guide"' });

      const ledger = await t.db
        .select({
          kind: moneyLedger.kind,
          amount: moneyLedger.amountPaise,
          userId: moneyLedger.userId,
          funding: moneyLedger.funding,
        })
        .from(moneyLedger)
        .where(eq(moneyLedger.rentalId, res.body.id));
      expect(ledger).toEqual(
        expect.arrayContaining([
          { kind: 'payment', amount: WEEK_TOTAL, userId: alice.user.id, funding: 'provider' },
          { kind: 'deposit_held', amount: 10_000, userId: alice.user.id, funding: null },
          { kind: 'platform_fee', amount: 350, userId: alice.user.id, funding: null },
          { kind: 'lender_earning', amount: 7_000, userId: owner.user.id, funding: null },
        ]),
      );
      expect(ledger).toHaveLength(4);
      await expectLedgersBalanced(t.db);
    });

    it('accepts the home Rent dialog’s mock method and any of the four durations', async () => {
      const book = await hood.book(owner, { dailyFeePaise: 1_250 });
      // ₹12.50 × 3 = ₹37.50, fee ₹1.88 (rounded half up), deposit ₹100
      const paid = await paidOrder(t, bob, 3_750 + 188 + 10_000);
      const res = await borrow(bob, {
        bookId: book.id,
        duration: 3,
        paymentMethod: 'mock',
        appliedBrocks: null,
        ...paid,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        duration: 3,
        rentalFee: 37.5,
        platformFee: 1.88,
        totalAmount: 139.38,
        paymentMethod: 'mock',
      });
      await expectLedgersBalanced(t.db);
    });

    it('with Brocks: spends ceil(total × 10) Brocks and needs no provider', async () => {
      const rich = await hood.member();
      await postBrocks(t.db, {
        userId: rich.user.id,
        delta: 2_000,
        reason: 'admin_adjustment',
        reference: 'test',
      });
      const book = await hood.book(owner);
      const res = await borrow(rich, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'brocks',
        appliedBrocks: null,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ paymentMethod: 'brocks', brocksPaid: 1_735, totalAmount: 173.5 });
      expect(await brocksOf(t.db, rich.user.id)).toBe(2_100 - 1_735 + 5);
      const paidWith = await t.db
        .select({ delta: brocksLedger.delta })
        .from(brocksLedger)
        .where(and(eq(brocksLedger.userId, rich.user.id), eq(brocksLedger.reason, 'brocks_payment')));
      expect(paidWith).toEqual([{ delta: -1_735 }]);
      const m = await moneyTotals(t.db, rich.user.id);
      expect(m).toMatchObject({ brocks: WEEK_TOTAL, provider: 0, depositHeld: 10_000, platformFee: 350 });
      await expectLedgersBalanced(t.db);
    });

    it('with a rupees offer: 100 Brocks take ₹5 off, the deposit stays whole', async () => {
      const member = await hood.member();
      const book = await hood.book(owner);
      const appliedBrocks = { offerType: 'rupees' as const, brocksUsed: 100, discountAmount: 5 };
      const paid = await paidOrder(t, member, WEEK_TOTAL - 500);
      const res = await borrow(member, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'upi',
        appliedBrocks,
        ...paid,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        brocksDiscount: 5,
        brocksUsed: 100,
        offerType: 'rupees',
        securityDeposit: 100,
        totalAmount: 168.5,
        lenderAmount: 70,
      });
      expect(await brocksOf(t.db, member.user.id)).toBe(5);
      expect(await moneyTotals(t.db, member.user.id)).toMatchObject({
        provider: WEEK_TOTAL - 500,
        brocksOffer: 500,
        depositHeld: 10_000,
      });
      await expectLedgersBalanced(t.db);
    });

    it('with a commission-free offer: 60 Brocks waive the platform fee of 3 days', async () => {
      const member = await hood.member();
      const book = await hood.book(owner);
      // 3 days × ₹10 × 5 % = ₹1.50 off
      const appliedBrocks = { offerType: 'commission_free' as const, brocksUsed: 60, discountAmount: 1.5 };
      const paid = await paidOrder(t, member, WEEK_TOTAL - 150);
      const res = await borrow(member, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'card',
        appliedBrocks,
        ...paid,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        brocksDiscount: 1.5,
        brocksUsed: 60,
        offerType: 'commission_free',
        totalAmount: 172,
      });
      expect(await brocksOf(t.db, member.user.id)).toBe(100 - 60 + 5);
      await expectLedgersBalanced(t.db);
    });

    it('never discounts the deposit: a large offer is capped at rental fee + platform fee and spends only what it needs', async () => {
      const member = await hood.member();
      await postBrocks(t.db, {
        userId: member.user.id,
        delta: 4_900,
        reason: 'admin_adjustment',
        reference: 'test',
      });
      const book = await hood.book(owner);
      // cap ₹73.50 → 74 whole rupees bought (1,480 Brocks), discount ₹73.50, total = the ₹100 deposit
      const appliedBrocks = { offerType: 'rupees' as const, brocksUsed: 5_000, discountAmount: 73.5 };
      const paid = await paidOrder(t, member, 10_000);
      const res = await borrow(member, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'card',
        appliedBrocks,
        ...paid,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        brocksDiscount: 73.5,
        brocksUsed: 1_480,
        securityDeposit: 100,
        totalAmount: 100,
      });
      expect(await brocksOf(t.db, member.user.id)).toBe(5_000 - 1_480 + 5);
      await expectLedgersBalanced(t.db);
    });
  });

  describe('payments used once', () => {
    it('refuses a replayed payment id, with its own order or another one', async () => {
      const first = await hood.book(owner);
      const second = await hood.book(owner);
      const { paid, res } = await borrowWithCard(bob, first.id);
      expect(res.status).toBe(200);

      const replay = await borrow(bob, { bookId: second.id, duration: 7, paymentMethod: 'card', ...paid });
      expect(replay.status).toBe(409);
      expect(replay.body.message).toBe(PAYMENT_MESSAGES.alreadyUsed);

      const other = await t.request(bob).post('/api/payments/create-order', {
        purpose: 'rental',
        bookId: second.id,
        duration: 7,
      });
      const swapped = await borrow(bob, {
        bookId: second.id,
        duration: 7,
        paymentMethod: 'card',
        orderId: other.body.orderId,
        paymentId: paid.paymentId,
      });
      expect(swapped.status).toBe(409);
      expect(swapped.body.message).toBe(PAYMENT_MESSAGES.alreadyUsed);
      expect(await isAvailable(second.id)).toBe(true);
      await expectLedgersBalanced(t.db);
    });

    it('refunds a captured payment whose borrow was refused because someone else got the book', async () => {
      const book = await hood.book(owner);
      const bobsPayment = await paidOrder(t, bob, WEEK_TOTAL);
      const { res: first } = await borrowWithCard(alice, book.id);
      expect(first.status).toBe(200);
      const late = await borrow(bob, { bookId: book.id, duration: 7, paymentMethod: 'card', ...bobsPayment });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(NOT_AVAILABLE);
      const { unusedPaise } = await expectLedgersBalanced(t.db);
      expect(unusedPaise).toBeGreaterThanOrEqual(WEEK_TOTAL);

      t.clock.advance(ORPHANED_PAYMENT_AGE_MS + 60_000);
      const result = await refundOrphanedPayments(t.app.deps, ORPHANED_PAYMENT_AGE_MS);
      expect(result.failed).toBe(0);
      expect(result.refunded).toBeGreaterThanOrEqual(1);
      const [order] = await t.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, bobsPayment.orderId));
      expect(order.status).toBe('refunded');
      const [payment] = await t.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, bobsPayment.paymentId));
      expect(payment.status).toBe('refunded');
      expect((await expectLedgersBalanced(t.db)).unusedPaise).toBe(0);

      const again = await borrow(bob, {
        bookId: book.id,
        duration: 7,
        paymentMethod: 'card',
        ...bobsPayment,
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(PAYMENT_MESSAGES.refunded);
    });
  });

  describe('database invariants', () => {
    it('refuses a second open rental of a book through the partial unique index, with the same clear 409', async () => {
      const book = await hood.book(owner);
      const { res } = await borrowWithCard(alice, book.id);
      expect(res.status).toBe(200);
      // a book wrongly marked available while its rental is still open
      await t.db.update(books).set({ isAvailable: true }).where(eq(books.id, book.id));
      const { res: second } = await borrowWithCard(bob, book.id);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(NOT_AVAILABLE);
      expect(
        await t.db.select({ id: rentals.id }).from(rentals).where(eq(rentals.bookId, book.id)),
      ).toHaveLength(1);
      await expectLedgersBalanced(t.db);
    });

    it('keeps the money ledger append-only', async () => {
      await expect(t.db.update(moneyLedger).set({ amountPaise: 1 })).rejects.toThrow();
      await expect(t.db.delete(moneyLedger)).rejects.toThrow();
    });
  });
});
