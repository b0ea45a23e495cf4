import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, paymentOrders, rentals } from '../../../db/schema';
import { ORPHANED_PAYMENT_AGE_MS } from '../../../jobs';
import { createTestApp, type TestApp, type TestUser } from '../../../testing/harness';
import { refundOrphanedPayments } from '../../payments';
import {
  brocksOf,
  expectLedgersBalanced,
  moneyTotals,
  neighbourhood,
  paidOrder,
} from '../../../testing/transactions';

/** ₹10/day for 7 days with the default 5 % fee and ₹100 deposit */
const WEEK_TOTAL = 17_350;
const BORROWERS = 50;
/** 50 members, orders and payments take a while on PGlite on a busy machine */
const TIMEOUT_MS = 120_000;

describe('50 concurrent borrow requests for one book (ARCHITECTURE §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(
    'end with exactly one rental and 49 clear refusals, moving nothing for the losers',
    async () => {
      const hood = await neighbourhood(t);
      const owner = await hood.member();
      const book = await hood.book(owner);
      const borrowers: TestUser[] = [];
      for (let i = 0; i < BORROWERS; i += 1) borrowers.push(await hood.member());
      const orders: Awaited<ReturnType<typeof paidOrder>>[] = [];
      for (const who of borrowers) orders.push(await paidOrder(t, who, WEEK_TOTAL));

      const answers = await Promise.all(
        borrowers.map((who, i) =>
          t.request(who).post('/api/rentals/borrow', {
            bookId: book.id,
            duration: 7,
            paymentMethod: 'card',
            appliedBrocks: null,
            ...orders[i],
          }),
        ),
      );

      const won = answers.flatMap((res, i) => (res.status === 200 ? [i] : []));
      expect(won).toHaveLength(1);
      const losers = answers.flatMap((res, i) => (res.status === 200 ? [] : [i]));
      expect(losers).toHaveLength(BORROWERS - 1);
      for (const i of losers) {
        expect(answers[i].status).toBe(409);
        expect(answers[i].body.message).toBe('This book is not available right now');
      }

      const open = await t.db.select().from(rentals).where(eq(rentals.bookId, book.id));
      expect(open).toHaveLength(1);
      expect(open[0].borrowerId).toBe(borrowers[won[0]].user.id);
      const [row] = await t.db
        .select({ isAvailable: books.isAvailable })
        .from(books)
        .where(eq(books.id, book.id));
      expect(row.isAvailable).toBe(false);

      expect(await brocksOf(t.db, borrowers[won[0]].user.id)).toBe(105);
      expect(await brocksOf(t.db, owner.user.id)).toBe(105);
      for (const i of losers) {
        expect(await brocksOf(t.db, borrowers[i].user.id)).toBe(100);
        expect(await moneyTotals(t.db, borrowers[i].user.id)).toMatchObject({
          payments: 0,
          depositHeld: 0,
          platformFee: 0,
        });
      }
      const { unusedPaise } = await expectLedgersBalanced(t.db);
      expect(unusedPaise).toBe((BORROWERS - 1) * WEEK_TOTAL);

      // the losers' payments were captured but never used: the scheduled job gives them back
      t.clock.advance(ORPHANED_PAYMENT_AGE_MS + 60_000);
      expect(await refundOrphanedPayments(t.app.deps, ORPHANED_PAYMENT_AGE_MS)).toEqual({
        refunded: BORROWERS - 1,
        failed: 0,
      });
      const loserOrders = await t.db
        .select({ status: paymentOrders.status })
        .from(paymentOrders)
        .where(
          inArray(
            paymentOrders.providerOrderId,
            losers.map((i) => orders[i].orderId),
          ),
        );
      expect(loserOrders.map((o) => o.status)).toEqual(Array(BORROWERS - 1).fill('refunded'));
      expect((await expectLedgersBalanced(t.db)).unusedPaise).toBe(0);
    },
    TIMEOUT_MS,
  );
});
