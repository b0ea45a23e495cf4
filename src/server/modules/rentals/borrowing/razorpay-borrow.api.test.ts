import { eq } from 'drizzle-orm';
import { t as english } from '@/server/i18n/t';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, refunds } from '../../../db/schema';
import { paymentSignature } from '../../../integrations/payments/signatures';
import type { FakeRazorpay } from '../../../integrations/payments/testing/fake-razorpay';
import type { TestApp, TestUser } from '../../../testing/harness';
import { razorpayNeighbourhood, type RazorpayNeighbourhood } from '../../../testing/razorpay-neighbourhood';
import { expectLedgersBalanced } from '../../../testing/transactions';

const KEY_SECRET = 'rzp_secret_borrow_tests';
/** ₹10/day for 7 days with the default 5 % fee and ₹100 deposit */
const WEEK_TOTAL = 17_350;

/** Borrowing with Razorpay Checkout: the signature of `order_id|payment_id` is checked (spec 000 §7). */
describe('POST /api/rentals/borrow with the razorpay provider (against a local fake Razorpay)', () => {
  const world = razorpayNeighbourhood(KEY_SECRET);
  let fake: FakeRazorpay;
  let t: TestApp;
  let hood: RazorpayNeighbourhood['hood'];
  let owner: TestUser;
  let borrower: TestUser;
  let payments = 0;
  beforeAll(() => {
    ({ fake, t, hood, owner, member: borrower } = world);
  });

  /** An order for a week's borrow of `bookId` (priced by the server), paid by card in Checkout (the fake knows the captured payment). */
  async function checkout(bookId: number) {
    const order = await t.request(borrower).post('/api/payments/create-order', {
      purpose: 'rental',
      bookId,
      duration: 7,
    });
    expect(order.status).toBe(200);
    payments += 1;
    const paymentId = `pay_Borrow${String(payments).padStart(8, '0')}`;
    fake.addPayment({
      id: paymentId,
      order_id: order.body.orderId,
      amount: WEEK_TOTAL,
      status: 'captured',
      method: 'card',
    });
    return { orderId: order.body.orderId as string, paymentId };
  }

  it('borrows with a signature computed per Razorpay’s documented algorithm', async () => {
    const book = await hood.book(owner);
    const { orderId, paymentId } = await checkout(book.id);
    const res = await t.request(borrower).post('/api/rentals/borrow', {
      bookId: book.id,
      duration: 7,
      paymentMethod: 'razorpay',
      appliedBrocks: null,
      orderId,
      paymentId,
      signature: paymentSignature(KEY_SECRET, orderId, paymentId),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'active', totalAmount: 173.5, paymentMethod: 'razorpay' });
    await expectLedgersBalanced(t.db);
  });

  it('cancelled before pickup, refunds the whole payment through Razorpay’s Refunds API (ADR 0032)', async () => {
    const book = await hood.book(owner);
    const { orderId, paymentId } = await checkout(book.id);
    const res = await t.request(borrower).post('/api/rentals/borrow', {
      bookId: book.id,
      duration: 7,
      paymentMethod: 'razorpay',
      appliedBrocks: null,
      orderId,
      paymentId,
      signature: paymentSignature(KEY_SECRET, orderId, paymentId),
    });
    expect(res.status).toBe(200);
    const cancelled = await t.request(borrower).post(`/api/rentals/${res.body.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refund).toMatchObject({ totalRefunded: 173.5, refundedToPayment: 173.5 });
    const call = fake.requests.find((r) => r.path === `/v1/payments/${paymentId}/refund`);
    expect(call?.body).toMatchObject({ amount: WEEK_TOTAL });
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, 'rfnd_Fake0000000001'));
    expect(refund).toMatchObject({ provider: 'razorpay', amountPaise: WEEK_TOTAL, reason: 'cancelled' });
    await expectLedgersBalanced(t.db);
  });

  it('refuses a tampered or missing signature and leaves the book available', async () => {
    const book = await hood.book(owner);
    const { orderId, paymentId } = await checkout(book.id);
    const body = { bookId: book.id, duration: 7, paymentMethod: 'card', orderId, paymentId };
    const tampered = await t.request(borrower).post('/api/rentals/borrow', {
      ...body,
      signature: paymentSignature(KEY_SECRET, orderId, `${paymentId}x`),
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(english('payments:verificationFailed'));
    const unsigned = await t.request(borrower).post('/api/rentals/borrow', body);
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe(english('payments:signatureRequired'));
    const [row] = await t.db
      .select({ isAvailable: books.isAvailable })
      .from(books)
      .where(eq(books.id, book.id));
    expect(row.isAvailable).toBe(true);
    await expectLedgersBalanced(t.db);
  });
});
