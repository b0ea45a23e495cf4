/** A borrow's payment is used once, and the database refuses a second open rental (ARCHITECTURE §2). */
import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { describe, expect, it } from 'vitest';
import { books, moneyLedger, paymentOrders, payments, rentals } from '../../../db/schema';
import { ORPHANED_PAYMENT_AGE_MS } from '../../../jobs';
import { refundOrphanedPayments } from '../../payments';
import { expectLedgersBalanced, paidOrder } from '../../../testing/transactions';
import { alice, bob, borrowWorld, hood, owner, t, NOT_AVAILABLE, WEEK_TOTAL } from './borrow-test-helpers';

describe('POST /api/rentals/borrow', () => {
  const { borrow, borrowWithCard, isAvailable } = borrowWorld();

  describe('payments used once', () => {
    it('refuses a replayed payment id, with its own order or another one', async () => {
      const first = await hood.book(owner);
      const second = await hood.book(owner);
      const { paid, res } = await borrowWithCard(bob, first.id);
      expect(res.status).toBe(200);

      const replay = await borrow(bob, { bookId: second.id, duration: 7, paymentMethod: 'card', ...paid });
      expect(replay.status).toBe(409);
      expect(replay.body.message).toBe(english('payments:alreadyUsed'));

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
      expect(swapped.body.message).toBe(english('payments:alreadyUsed'));
      expect(await isAvailable(second.id)).toBe(true);
      await expectLedgersBalanced(t.db);
    });

    it('answers the same rental to the same borrow sent again after a lost answer, charging nothing more (ADR 0037)', async () => {
      const book = await hood.book(owner);
      const { paid, res } = await borrowWithCard(bob, book.id);
      expect(res.status).toBe(200);
      const before = await t.db.select().from(moneyLedger);

      const retry = await borrow(bob, { bookId: book.id, duration: 7, paymentMethod: 'card', ...paid });
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(res.body);
      expect(await t.db.select().from(rentals).where(eq(rentals.bookId, book.id))).toHaveLength(1);
      expect(await t.db.select().from(moneyLedger)).toHaveLength(before.length);
      // not a replay: the same payment from another member, or for another duration
      const other = await borrow(alice, { bookId: book.id, duration: 7, paymentMethod: 'card', ...paid });
      expect(other.status).toBe(403);
      const longer = await borrow(bob, { bookId: book.id, duration: 14, paymentMethod: 'card', ...paid });
      expect(longer.status).toBe(409);
      expect(longer.body.message).toBe(english('payments:alreadyUsed'));
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
      expect(again.body.message).toBe(english('payments:refunded'));
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
