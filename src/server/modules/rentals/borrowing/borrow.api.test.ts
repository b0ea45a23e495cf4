/** POST /api/rentals/borrow refusals (spec 000 §5, §7, §8). */
import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { describe, expect, it } from 'vitest';
import type { BorrowBody } from '@/contract/rentals';
import { rentals } from '../../../db/schema';
import { insertHub } from '../../../seed/hubs';
import { insertBook } from '../../../seed/books';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import { writeSettings } from '../../settings';
import { brocksOf, expectLedgersBalanced, moneyTotals, paidOrder } from '../../../testing/transactions';
import { alice, bob, borrowWorld, hood, owner, t, NOT_AVAILABLE, WEEK_TOTAL } from './borrow-test-helpers';

describe('POST /api/rentals/borrow', () => {
  const { borrow, borrowWithCard, isAvailable } = borrowWorld();

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
      expect(res.body.message).toBe(english('payments:amountMismatch'));
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
      expect(res.body.message).toBe(english('payments:otherMembersOrder'));
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
});
