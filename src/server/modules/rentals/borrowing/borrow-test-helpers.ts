/**
 * The neighbourhood every borrow API test starts from (spec 000 §7 "POST /api/rentals/borrow"): a fresh test
 * app, an owner (Ravi Kulkarni, with a flat, building and phone), Alice and Bob, and the calls the tests
 * share: the borrow suites' one set-up. Call `borrowWorld()` at the top of a `describe`; its hooks open and
 * close the app and set the live bindings `t`, `hood`, `owner`, `alice` and `bob` the suites import.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { BorrowBody } from '@/contract/rentals';
import { books } from '../../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../../testing/harness';
import { neighbourhood, paidOrder } from '../../../testing/transactions';

/** ₹10/day for 7 days: rental ₹70 + platform fee ₹3.50 (5 %) + deposit ₹100 = ₹173.50 */
export const WEEK_TOTAL = 17_350;
export const NOT_AVAILABLE = 'This book is not available right now';

/** The running borrow suite's app and members: live bindings that `borrowWorld()`'s hooks set. */
export let t: TestApp;
export let hood: Awaited<ReturnType<typeof neighbourhood>>;
export let owner: TestUser;
export let alice: TestUser;
export let bob: TestUser;

export function borrowWorld() {
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

  return { borrow, borrowWithCard, isAvailable };
}
