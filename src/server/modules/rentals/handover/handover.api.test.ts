import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, moneyLedger, payments, refunds, rentals } from '../../../db/schema';
import { type TestApp } from '../../../testing/harness';
import { brocksOf, expectLedgersBalanced } from '../../../testing/transactions';
import { postBrocks } from '../../brocks';
import { DAY, HOUR, lifecycleSuite, t, w } from '../lifecycle-test-helpers';
import { runPickupPass } from './cancel';

lifecycleSuite();

type Who = Parameters<TestApp['request']>[0];
const code = (who: Who, id: number) => t.request(who).get(`/api/rentals/${id}/pickup-code`);
const confirm = (who: Who, id: number, c: string) =>
  t.request(who).post(`/api/rentals/${id}/confirm-pickup`, { code: c });
const cancel = (who: Who, id: number, body: object = {}) =>
  t.request(who).post(`/api/rentals/${id}/cancel`, body);
const wrongOf = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');
const bookRow = async (id: number) => (await t.db.select().from(books).where(eq(books.id, id)))[0];

describe('pickup code', () => {
  it('is shown to the borrower only; the owner confirms it and the due date moves by the delay', async () => {
    const { rental } = await w.rent({ title: 'Malgudi Days' });
    const shown = await code(w.borrower, rental.id);
    expect(shown.status).toBe(200);
    expect(shown.body.code).toMatch(/^\d{6}$/);
    expect((await code(w.borrower, rental.id)).body.code).toBe(shown.body.code);
    for (const who of [w.owner, w.stranger]) expect((await code(who, rental.id)).status).toBe(403);
    expect((await code(null, rental.id)).status).toBe(401);
    expect((await code(w.borrower, 999_999)).status).toBe(404);
    expect(await w.listed(w.owner, 'lent', rental.id)).toMatchObject({ pickedUpAt: null });

    t.clock.advance(2 * DAY + 3 * HOUR);
    for (const who of [w.borrower, w.stranger])
      expect((await confirm(who, rental.id, shown.body.code)).status).toBe(403);
    expect((await confirm(null, rental.id, shown.body.code)).status).toBe(401);
    const bad = await confirm(w.owner, rental.id, '12ab56');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter the 6-digit code');

    const ok = await confirm(w.owner, rental.id, shown.body.code);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Pickup confirmed');
    expect(ok.body.rental.pickedUpAt).toBe(t.clock.now().toISOString());
    expect(new Date(ok.body.rental.endDate).getTime() - new Date(rental.endDate).getTime()).toBe(
      2 * DAY + 3 * HOUR,
    );
    const [notice] = await w.notices(w.borrower, 'pickup_confirmed');
    expect(notice.title).toBe('Pickup Confirmed');
    expect(notice.message).toContain('Ravi Kulkarni confirmed you picked up "Malgudi Days"');

    const again = await confirm(w.owner, rental.id, shown.body.code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This book has already been picked up');
    expect((await code(w.borrower, rental.id)).status).toBe(409);
    const [row] = await t.db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(row.pickupCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pickupCodeHash).not.toContain(shown.body.code);
    await expectLedgersBalanced(t.db);
  });

  it('keeps the due date for a pickup at once', async () => {
    const { rental } = await w.rent();
    const { body } = await code(w.borrower, rental.id);
    const ok = await confirm(w.owner, rental.id, body.code);
    expect(ok.body.rental.endDate).toBe(rental.endDate);
    await expectLedgersBalanced(t.db);
  });

  it('answers a wrong code with 400 and locks the code for 15 minutes after 5 wrong tries', async () => {
    const { rental } = await w.rent();
    const { body } = await code(w.borrower, rental.id);
    for (let i = 0; i < 5; i += 1) {
      const res = await confirm(w.owner, rental.id, wrongOf(body.code));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('That code does not match this rental');
    }
    const locked = await confirm(w.owner, rental.id, body.code);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Please try again in 15 minutes.');
    t.clock.advance(14 * 60_000);
    expect((await confirm(w.owner, rental.id, body.code)).status).toBe(429);
    t.clock.advance(60_000);
    expect((await confirm(w.owner, rental.id, body.code)).status).toBe(200);
    await expectLedgersBalanced(t.db);
  });
});

describe('cancel before pickup', () => {
  it('refunds every rupee through the provider, frees the book and tells both sides', async () => {
    const { book, rental } = await w.rent({ title: 'Swami and Friends' });
    const before = await brocksOf(t.db, w.borrower.user.id);
    expect((await cancel(w.stranger, rental.id)).status).toBe(403);
    expect((await cancel(null, rental.id)).status).toBe(401);
    const owner = await cancel(w.owner, rental.id);
    expect(owner.status).toBe(409);
    expect(owner.body.message).toBe(
      'You can cancel 48 hours after the borrow if the book has not been picked up',
    );

    const res = await cancel(w.borrower, rental.id, { reason: '  Found a copy at home ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Rental cancelled');
    const [r] = await t.db.select().from(rentals).where(eq(rentals.id, rental.id));
    const total = r.totalPaise / 100;
    expect(res.body.refund).toEqual({
      totalRefunded: total,
      refundedToPayment: total,
      depositRefunded: r.securityDepositPaise / 100,
      brocksRefunded: 0,
    });
    expect(res.body.rental).toMatchObject({ status: 'cancelled', cancelledAt: t.clock.now().toISOString() });
    expect(r).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'borrower',
      cancelReason: 'Found a copy at home',
    });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, r.paymentId!));
    expect(refund).toMatchObject({ amountPaise: r.totalPaise, status: 'processed', reason: 'cancelled' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, r.paymentId!));
    expect(payment.status).toBe('refunded');
    expect((await bookRow(book.id)).isAvailable).toBe(true);
    const rows = await t.db
      .select({ kind: moneyLedger.kind, amount: moneyLedger.amountPaise })
      .from(moneyLedger)
      .where(eq(moneyLedger.reference, `rental:${rental.id}:cancelled`));
    expect(rows).toEqual(
      expect.arrayContaining([
        { kind: 'deposit_released', amount: r.securityDepositPaise },
        { kind: 'platform_fee_reversed', amount: r.platformFeePaise },
        { kind: 'lender_earning_reversed', amount: r.lenderAmountPaise },
        { kind: 'refund', amount: r.platformFeePaise + r.lenderAmountPaise },
      ]),
    );
    // the borrow's Brocks credit is taken back
    expect(await brocksOf(t.db, w.borrower.user.id)).toBeLessThanOrEqual(before);
    const [mine] = await w.notices(w.borrower, 'rental_cancelled');
    expect(mine.message).toContain('(you cancelled it)');
    const [theirs] = await w.notices(w.owner, 'rental_cancelled');
    expect(theirs.message).toContain('Asha Menon cancelled it');
    expect(await w.listed(w.borrower, 'borrowed', rental.id)).toBeUndefined();
    expect(await w.listed(w.owner, 'lent', rental.id)).toBeUndefined();

    const again = await cancel(w.borrower, rental.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a rental waiting for pickup can be cancelled');
    // the book can be borrowed again
    const { rental: next } = await w.rent();
    expect(next.id).toBeGreaterThan(rental.id);
    await expectLedgersBalanced(t.db);
  });

  it('gives Brocks back for a rental paid with Brocks', async () => {
    await postBrocks(t.db, {
      userId: w.borrower.user.id,
      delta: 100_000,
      reason: 'admin_adjustment',
      reference: 'test:handover',
    });
    const book = await w.hood.book(w.owner, { dailyFeePaise: 1_000 });
    const res = await t.request(w.borrower).post('/api/rentals/borrow', {
      bookId: book.id,
      duration: 7,
      paymentMethod: 'brocks',
      appliedBrocks: null,
    });
    expect(res.status).toBe(200);
    const before = await brocksOf(t.db, w.borrower.user.id);
    const spent = res.body.brocksPaid as number;
    const done = await cancel(w.borrower, res.body.id);
    expect(done.status).toBe(200);
    expect(done.body.refund).toMatchObject({ refundedToPayment: 0, brocksRefunded: spent });
    const after = await brocksOf(t.db, w.borrower.user.id);
    expect(after - before).toBeGreaterThan(0);
    expect(after - before).toBeLessThanOrEqual(spent);
    await expectLedgersBalanced(t.db);
  });

  it('is refused after pickup, and allowed to the owner after 48 hours', async () => {
    const { rental } = await w.rent();
    const { body } = await code(w.borrower, rental.id);
    await confirm(w.owner, rental.id, body.code);
    const late = await cancel(w.borrower, rental.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The book has been picked up, so this rental can no longer be cancelled');

    const { rental: other } = await w.rent({ title: 'Waiting' });
    t.clock.advance(48 * HOUR);
    const res = await cancel(w.owner, other.id);
    expect(res.status).toBe(200);
    const [notice] = await w.notices(w.borrower, 'rental_cancelled');
    expect(notice.message).toContain('Ravi Kulkarni cancelled it');
    await expectLedgersBalanced(t.db);
  });
});

describe('the scheduled pickup pass', () => {
  it('cancels a rental not picked up within 7 days exactly once, even run twice at once', async () => {
    const { book, rental } = await w.rent();
    const { rental: picked } = await w.rent({ title: 'Picked up' });
    const { body } = await code(w.borrower, picked.id);
    await confirm(w.owner, picked.id, body.code);
    t.clock.advance(7 * DAY - 1);
    await runPickupPass(t.app.deps); // older tests' unpicked rentals go now; this one is 1 ms too young
    const [young] = await t.db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(young.status).toBe('active');
    t.clock.advance(1);
    const [a, b] = await Promise.all([runPickupPass(t.app.deps), runPickupPass(t.app.deps)]);
    expect(a.cancelled + b.cancelled).toBe(1);
    expect(a.failed + b.failed).toBe(0);
    const [r] = await t.db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(r).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
    expect((await bookRow(book.id)).isAvailable).toBe(true);
    const [p] = await t.db.select().from(rentals).where(eq(rentals.id, picked.id));
    expect(p.status).toBe('active');
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, r.paymentId!));
    expect(rows).toHaveLength(1);
    await expectLedgersBalanced(t.db);
  });
});

describe('confirm-pickup racing cancel', () => {
  it('lets exactly one win', async () => {
    const { rental } = await w.rent();
    const { body } = await code(w.borrower, rental.id);
    const [c, x] = await Promise.all([confirm(w.owner, rental.id, body.code), cancel(w.borrower, rental.id)]);
    expect([c.status, x.status].sort()).toEqual([200, 409]);
    const [r] = await t.db.select().from(rentals).where(eq(rentals.id, rental.id));
    expect(r.status === 'cancelled').toBe(x.status === 200);
    expect(r.pickedUpAt !== null).toBe(c.status === 200);
    await expectLedgersBalanced(t.db);
  });
});
