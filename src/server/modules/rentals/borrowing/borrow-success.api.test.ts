/** A successful borrow: the rental, the book, the Brocks and the money ledger (spec 000 §3, §7, §9). */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brocksLedger, moneyLedger, paymentOrders } from '../../../db/schema';
import { postBrocks } from '../../brocks';
import { brocksOf, expectLedgersBalanced, moneyTotals, paidOrder } from '../../../testing/transactions';
import { alice, bob, borrowWorld, hood, owner, t, WEEK_TOTAL } from './borrow-test-helpers';
import { DAY } from '../lifecycle-test-helpers';

describe('POST /api/rentals/borrow', () => {
  const { borrow, borrowWithCard } = borrowWorld();

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
      const { res } = await borrowWithCard(member, book.id, WEEK_TOTAL - 500, {
        paymentMethod: 'upi',
        appliedBrocks,
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
      const { res } = await borrowWithCard(member, book.id, WEEK_TOTAL - 150, { appliedBrocks });
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
});
