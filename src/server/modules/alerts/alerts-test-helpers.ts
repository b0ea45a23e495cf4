/**
 * What the holds API tests share: a lent book with its owner, borrower and two more members of the hub, the
 * alert calls, a borrow or buy through the real calls, and the return that frees the book.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../db/schema';
import type { TestApp, TestUser } from '../../testing/harness';
import { paidOrder } from '../../testing/transactions';
import { lifecycleWorld } from '../rentals/lifecycle-test-helpers';

export async function holdsWorld(t: TestApp) {
  const w = await lifecycleWorld(t);
  const first = await w.hood.member({ name: 'Meera Iyer' });
  const second = await w.hood.member({ name: 'Kabir Singh' });
  const url = (bookId: number) => `/api/books/${bookId}/availability-alert`;
  const alerts = {
    get: (who: TestUser | null, bookId: number) => t.request(who).get(url(bookId)),
    set: (who: TestUser | null, bookId: number) => t.request(who).post(url(bookId)),
    remove: (who: TestUser | null, bookId: number) => t.request(who).delete(url(bookId)),
  };

  /** `who` borrows `bookId` for 7 days with the demo card; answers the response. */
  async function borrow(who: TestUser, bookId: number) {
    const paid = await paidOrder(t, who, { purpose: 'rental', bookId, duration: 7, appliedBrocks: null });
    return t.request(who).post('/api/rentals/borrow', {
      bookId,
      duration: 7,
      paymentMethod: 'card',
      appliedBrocks: null,
      ...paid,
    });
  }

  /** The borrower asks to return rental `rentalId` and the owner confirms it. */
  async function giveBack(rentalId: number) {
    expect((await t.request(w.borrower).post(`/api/rentals/${rentalId}/request-return`, {})).status).toBe(
      200,
    );
    expect((await t.request(w.owner).post(`/api/rentals/${rentalId}/confirm-return`, {})).status).toBe(200);
  }

  /** Mails sent to `who` about a book becoming available. */
  async function holdMails(who: TestUser) {
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, who.user.email)));
    return rows.filter((m) => m.subject.includes('is available and reserved for you'));
  }

  return { ...w, first, second, alerts, borrow, giveBack, holdMails };
}
