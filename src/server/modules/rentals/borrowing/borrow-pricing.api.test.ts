/**
 * The borrow use case prices a request once (docs/decisions/0044-one-use-case-per-checkout.md): `borrowBook`
 * is called with a pricing function that counts its calls. A card borrow prices once and passes that quote
 * on (the rental records it; the order was priced with the same `priceBorrow` by create-order); its replay
 * (same payment id, ADR 0037) answers the same rental and prices nothing; a Brocks borrow prices once.
 * An API suite, not a unit one: the use case reads and writes the database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BorrowInput } from '@/contract/rentals';
import type { RentalQuote } from '@/domain/pricing';
import { paymentOrders } from '../../../db/schema';
import { paidOrder } from '../../../testing/transactions';
import { postBrocks } from '../../brocks';
import { priceBorrow, type BorrowPricer } from '../../payments';
import { alice, bob, borrowWorld, hood, owner, t } from './borrow-test-helpers';
import { borrowBook } from './service';

/** `priceBorrow` that counts its calls and keeps the quotes it made. */
function countingPricer() {
  const quotes: RentalQuote[] = [];
  const price: BorrowPricer = (dailyFeePaise, input, settings) => {
    const quote = priceBorrow(dailyFeePaise, input, settings);
    quotes.push(quote);
    return quote;
  };
  return { price, quotes };
}

describe('borrowBook prices once per request', () => {
  borrowWorld();

  it('a card borrow: one pricing, the order and the rental at that price; its replay prices nothing', async () => {
    const book = await hood.book(owner, { dailyFeePaise: 1_000 });
    const paid = await paidOrder(t, alice, { purpose: 'rental', bookId: book.id, duration: 7 });
    const input: BorrowInput = {
      bookId: book.id,
      duration: 7,
      paymentMethod: 'card',
      appliedBrocks: null,
      ...paid,
    };
    const { price, quotes } = countingPricer();

    const first = await borrowBook(t.app.deps, alice.user.id, input, price);
    expect(quotes).toHaveLength(1);
    const [order] = await t.db
      .select({ amountPaise: paymentOrders.amountPaise })
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, paid.orderId));
    expect(quotes[0].payablePaise).toBe(order.amountPaise);
    expect(first).toMatchObject({ totalAmount: quotes[0].totalPaise / 100, duration: 7 });

    const replay = await borrowBook(t.app.deps, alice.user.id, input, price);
    expect(replay.id).toBe(first.id);
    expect(quotes).toHaveLength(1);
  });

  it('a Brocks borrow: one pricing', async () => {
    await postBrocks(t.db, {
      userId: bob.user.id,
      delta: 2_000,
      reason: 'admin_adjustment',
      reference: 'test',
    });
    const book = await hood.book(owner, { dailyFeePaise: 100 });
    const { price, quotes } = countingPricer();
    const rental = await borrowBook(
      t.app.deps,
      bob.user.id,
      { bookId: book.id, duration: 7, paymentMethod: 'brocks', appliedBrocks: null },
      price,
    );
    expect(quotes).toHaveLength(1);
    expect(rental.brocksPaid).toBeGreaterThan(0);
  });
});
