/**
 * What the holds API tests share: an owner, a borrower and three more members of one hub, a book lent out
 * through the real borrow call, the alert calls, and the return that frees the book.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { deliverNotices } from '../../testing/deliveries';
import type { TestApp, TestUser } from '../../testing/harness';
import { neighbourhood } from '../../testing/transactions';

export async function holdsWorld(t: TestApp) {
  const hood = await neighbourhood(t);
  const owner = await hood.member({ name: 'Ravi Kulkarni' });
  const borrower = await hood.member({ name: 'Asha Menon' });
  const stranger = await hood.member({ name: 'Bob Dsouza' });
  const first = await hood.member({ name: 'Meera Iyer' });
  const second = await hood.member({ name: 'Kabir Singh' });
  const url = (bookId: number) => `/api/books/${bookId}/availability-alert`;
  const alerts = {
    get: (who: TestUser | null, bookId: number) => t.request(who).get(url(bookId)),
    set: (who: TestUser | null, bookId: number) => t.request(who).post(url(bookId)),
    remove: (who: TestUser | null, bookId: number) => t.request(who).delete(url(bookId)),
  };

  /**
   * `who` borrows `bookId` for 7 days with the demo card; answers the borrow's response, or the
   * create-order response when that already refuses (e.g. 409 while another member holds the book).
   */
  async function borrow(who: TestUser, bookId: number) {
    const order = { purpose: 'rental', bookId, duration: 7, appliedBrocks: null } as const;
    const created = await t.request(who).post('/api/payments/create-order', order);
    if (created.status !== 200) return created;
    const orderId = created.body.orderId as string;
    const paid = await t.request(who).post('/api/payments/demo/pay', { orderId, method: 'card' });
    expect(paid.status).toBe(200);
    return t.request(who).post('/api/rentals/borrow', {
      bookId,
      duration: 7,
      paymentMethod: 'card',
      appliedBrocks: null,
      orderId,
      paymentId: paid.body.paymentId as string,
    });
  }

  /** `borrower` borrows a new book of `owner` titled `title`. */
  async function rent({ title = 'The Guide' }: { title?: string } = {}) {
    const book = await hood.book(owner, { title, dailyFeePaise: 1_000 });
    const res = await borrow(borrower, book.id);
    expect(res.status).toBe(200);
    return { book, rental: res.body as { id: number } };
  }

  /** The borrower asks to return rental `rentalId` and the owner confirms it. */
  async function giveBack(rentalId: number) {
    expect((await t.request(borrower).post(`/api/rentals/${rentalId}/request-return`, {})).status).toBe(200);
    expect((await t.request(owner).post(`/api/rentals/${rentalId}/confirm-return`, {})).status).toBe(200);
  }

  /** `who`'s notifications of `type`, newest first, with `data` parsed. */
  async function notices(who: TestUser, type: string) {
    const res = await t.request(who).get('/api/notifications');
    expect(res.status).toBe(200);
    return (res.body as { type: string; title: string; message: string; data: string | null }[])
      .filter((n) => n.type === type)
      .map((n) => ({ ...n, data: n.data ? (JSON.parse(n.data) as Record<string, unknown>) : null }));
  }

  /** Mails sent to `who` about a book held for them (after the delivery job ran). */
  async function holdMails(who: TestUser) {
    await deliverNotices(t);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.user.email));
    return rows.filter((m) => m.subject.includes('is available and reserved for you'));
  }

  return {
    hood,
    owner,
    borrower,
    stranger,
    first,
    second,
    alerts,
    borrow,
    rent,
    giveBack,
    notices,
    holdMails,
  };
}
