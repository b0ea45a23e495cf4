import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, brocksLedger, depositClaims, moneyLedger, purchases, rentals, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/harness';
import { expectLedgersBalanced } from '../testing/transactions';
import { seedDemoData } from './index';

const DAY = 24 * 60 * 60 * 1000;

/** The demo borrows and purchases (spec 000 §7 borrow and buy; ARCHITECTURE §1 demo data). */
describe('demo transactions seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedDemoData(t.db, t.clock)).not.toBeNull();
  });
  afterAll(() => t.close());

  it('has completed and active rentals among neighbours, with the books lent out or back', async () => {
    const all = await t.db.select().from(rentals);
    // 2 from this seed, 2 returned with a deposit claim still unsettled (claims.ts)
    expect(all.filter((r) => r.status === 'completed')).toHaveLength(4);
    const claimed = new Set((await t.db.select().from(depositClaims)).map((c) => c.rentalId));
    const active = all.filter((r) => r.status === 'active');
    // 3 from this seed, 3 from the lifecycle seed (lifecycle.ts; its fourth loan awaits return confirmation),
    // 2 from the hand-over seed (handover.ts), 1 from the conversations seed (conversations.ts)
    expect(active).toHaveLength(9);
    const now = t.clock.now().getTime();
    expect(active.some((r) => r.endDate.getTime() - now <= DAY && r.endDate.getTime() > now)).toBe(true);
    expect(all.some((r) => r.offerType === 'rupees' && r.brocksUsed > 0)).toBe(true);
    for (const r of all) {
      const [book] = await t.db.select().from(books).where(eq(books.id, r.bookId));
      expect(book.ownerId).toBe(r.lenderId);
      expect(book.isAvailable).toBe(r.status === 'completed');
      expect(r.startDate.getTime()).toBeLessThan(now);
    }
    const released = await t.db
      .select({ rentalId: moneyLedger.rentalId, amount: moneyLedger.amountPaise })
      .from(moneyLedger)
      .where(eq(moneyLedger.kind, 'deposit_released'));
    expect(released.map((d) => d.rentalId).sort()).toEqual(
      all
        .filter((r) => r.status === 'completed' && !claimed.has(r.id))
        .map((r) => r.id)
        .sort(),
    );
  });

  it('has two purchases of sold books, shown in the buyer’s Bought and the seller’s Sold tabs', async () => {
    const sales = await t.db.select().from(purchases);
    expect(sales).toHaveLength(2);
    const sold = await t.db
      .select()
      .from(books)
      .where(
        inArray(
          books.id,
          sales.map((s) => s.bookId),
        ),
      );
    expect(sold.map((b) => b.status)).toEqual(['sold', 'sold']);
    const [arjun] = await t.db.select().from(users).where(eq(users.email, 'arjun@hubshelf.local'));
    const bought = await t.request(await t.sessionFor(arjun)).get('/api/books/bought');
    expect(bought.status).toBe(200);
    expect(bought.body).toEqual([expect.objectContaining({ seller: { name: 'Asha Menon' } })]);
  });

  it('credits the Brocks the rentals imply, and both ledgers balance', async () => {
    // 5 from this seed, 4 from the lifecycle seed (lifecycle.ts), 2 from the hand-over seed (handover.ts),
    // 2 from the deposit claims seed (claims.ts), 1 from the conversations seed (conversations.ts)
    expect(await t.db.select().from(brocksLedger).where(eq(brocksLedger.reason, 'lend'))).toHaveLength(14);
    expect(await t.db.select().from(brocksLedger).where(eq(brocksLedger.reason, 'borrow'))).toHaveLength(14);
    expect(
      await t.db.select().from(brocksLedger).where(eq(brocksLedger.reason, 'offer_redeemed')),
    ).toHaveLength(1);
    const { unusedPaise } = await expectLedgersBalanced(t.db);
    expect(unusedPaise).toBe(0);
  });
});
