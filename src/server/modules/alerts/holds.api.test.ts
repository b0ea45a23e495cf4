/**
 * The holds queue end to end through the API (docs/decisions/0025-availability-alerts-hold-queue.md): a
 * confirmed return holds the book for the first in line for 24 hours, others are refused with 409, the
 * pass moves a run-out hold on, an empty queue opens the book, a member who left the hub is skipped.
 */
import { and, eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_MS } from '@/domain/holds';
import { hubMemberships } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/harness';
import { holdsWorld } from './alerts-test-helpers';
import { runHoldsPass } from './index';

let t: TestApp;
let w: Awaited<ReturnType<typeof holdsWorld>>;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  w = await holdsWorld(t);
});
afterAll(() => t.close());

/** A lent book with `first` then `second` in line. */
async function queuedBook() {
  const { book, rental } = await w.rent({ title: 'Malgudi Days' });
  expect((await w.alerts.set(w.first, book.id)).status).toBe(200);
  t.clock.advance(1_000);
  expect((await w.alerts.set(w.second, book.id)).status).toBe(200);
  return { book, rental };
}

describe('a confirmed return', () => {
  it('holds the book for the first in line: one notification, one mail, others refused with 409', async () => {
    const { book, rental } = await queuedBook();
    await w.giveBack(rental.id);
    const until = new Date(t.clock.now().getTime() + HOLD_MS);

    const notices = await w.notices(w.first, 'book_available');
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('Book Available');
    expect(notices[0].message).toBe(
      english('notices:inApp.bookAvailable.message', { book: 'Malgudi Days', until }),
    );
    expect(notices[0].data).toEqual({
      bookId: book.id,
      bookTitle: 'Malgudi Days',
      holdExpiresAt: until.toISOString(),
    });
    expect(await w.holdMails(w.first)).toHaveLength(1);
    expect(await w.notices(w.second, 'book_available')).toHaveLength(0);

    expect((await w.alerts.get(w.first, book.id)).body).toEqual({
      hasAlert: true,
      position: 1,
      holdExpiresAt: until.toISOString(),
    });
    expect((await w.alerts.get(w.second, book.id)).body.position).toBe(2);
    const seenByOther = await t.request(w.stranger).get(`/api/books/${book.id}`);
    expect(seenByOther.body).toMatchObject({
      isAvailable: true,
      reservedUntil: until.toISOString(),
      reservedForYou: false,
    });
    const seenByHolder = await t.request(w.first).get(`/api/books/${book.id}`);
    expect(seenByHolder.body).toMatchObject({ reservedUntil: until.toISOString(), reservedForYou: true });

    // a third member may wait in line for a book held for another
    expect((await w.alerts.set(w.stranger, book.id)).body.position).toBe(3);
    const refused = await w.borrow(w.second, book.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english('alerts:reserved', { until }));

    const taken = await w.borrow(w.first, book.id);
    expect(taken.status).toBe(200);
    expect((await w.alerts.get(w.first, book.id)).body).toEqual({
      hasAlert: false,
      position: null,
      holdExpiresAt: null,
    });
    expect((await w.alerts.get(w.second, book.id)).body.position).toBe(1);
  });

  it('refuses a purchase by another member during the hold', async () => {
    const { book, rental } = await w.rent({ title: 'The Guide' });
    await t.db.execute(
      // the book is for sale too: ₹200
      (await import('drizzle-orm')).sql`update books set selling_price_paise = 20000 where id = ${book.id}`,
    );
    await w.alerts.set(w.first, book.id);
    await w.giveBack(rental.id);
    const res = await t
      .request(w.second)
      .post('/api/purchases/buy', { bookId: book.id, paymentMethod: 'brocks' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^This book is reserved for another member until /);
  });
});

describe('create-order during a hold', () => {
  it("refuses an order for a book held for another member and prices the holder's", async () => {
    const { book, rental } = await w.rent({ title: 'Swami and Friends' });
    await w.alerts.set(w.first, book.id);
    await w.giveBack(rental.id);
    const until = new Date(t.clock.now().getTime() + HOLD_MS);
    const order = { purpose: 'rental', bookId: book.id, duration: 7, appliedBrocks: null };

    const refused = await t.request(w.second).post('/api/payments/create-order', order);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(english('alerts:reserved', { until }));
    const signedOut = await t.request(null).post('/api/payments/create-order', order);
    expect(signedOut.status).toBe(401);

    const holders = await t.request(w.first).post('/api/payments/create-order', order);
    expect(holders.status).toBe(200);
    expect(holders.body.orderId).toEqual(expect.any(String));
  });
});

describe('when the hold ends', () => {
  it('passes a run-out hold to the next in line, and opens the book when the queue is empty', async () => {
    const { book, rental } = await queuedBook();
    await w.giveBack(rental.id);
    // (the clock is shared by the file's tests: count this book's moves, not the pass's)
    t.clock.advance(HOLD_MS - 1_000);
    await runHoldsPass(t.app.deps);
    expect((await w.alerts.get(w.first, book.id)).body.holdExpiresAt).not.toBeNull();
    t.clock.advance(1_000);
    await runHoldsPass(t.app.deps);
    await runHoldsPass(t.app.deps);
    expect((await w.alerts.get(w.first, book.id)).body.hasAlert).toBe(false);
    expect((await w.alerts.get(w.second, book.id)).body.position).toBe(1);
    expect(await w.notices(w.second, 'book_available')).toHaveLength(1);
    expect(await w.holdMails(w.second)).toHaveLength(1);
    expect((await w.borrow(w.first, book.id)).status).toBe(409);

    t.clock.advance(HOLD_MS);
    await runHoldsPass(t.app.deps);
    expect((await w.alerts.get(w.second, book.id)).body.hasAlert).toBe(false);
    const open = await t.request(w.stranger).get(`/api/books/${book.id}`);
    expect(open.body).toMatchObject({ isAvailable: true, reservedUntil: null, reservedForYou: false });
    expect((await w.borrow(w.stranger, book.id)).status).toBe(200);
  });

  it('passes a cancelled hold on at once', async () => {
    const { book, rental } = await queuedBook();
    await w.giveBack(rental.id);
    expect((await w.alerts.remove(w.first, book.id)).body.hasAlert).toBe(false);
    expect((await w.alerts.get(w.second, book.id)).body.holdExpiresAt).not.toBeNull();
    expect(await w.notices(w.second, 'book_available')).toHaveLength(1);
  });

  it('skips a member who left the book’s hub', async () => {
    const { book, rental } = await queuedBook();
    await t.db
      .update(hubMemberships)
      .set({ isActive: false })
      .where(and(eq(hubMemberships.userId, w.first.user.id), eq(hubMemberships.hubId, w.hood.hub.id)));
    await w.giveBack(rental.id);
    expect(await w.notices(w.first, 'book_available')).toHaveLength(0);
    expect((await w.alerts.get(w.second, book.id)).body).toMatchObject({ hasAlert: true, position: 1 });
    expect(await w.notices(w.second, 'book_available')).toHaveLength(1);
  });
});
