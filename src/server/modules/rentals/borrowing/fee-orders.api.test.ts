/**
 * Fee orders priced by the server from their reference (ARCHITECTURE §3;
 * docs/decisions/0014-server-pricing-authority.md): create-order computes the late fee, the excess and the
 * approved extension's total itself, refuses a client amount, another member and a signed-out caller, and a
 * fee order whose due amount changed is refused before anything is captured.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentOrders } from '../../../db/schema';
import { type TestUser } from '../../../testing/harness';
import { TRANSACTION_MESSAGES } from '@/contract/payments';
import { LIFECYCLE_MESSAGES } from '@/contract/returns';
import { t as english } from '@/server/i18n/t';
import { DAY, HOUR, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

// fresh members each test: sessions expire as the clock moves on
lifecycleSuite();

const createOrder = (who: TestUser | undefined, body: object) =>
  t.request(who).post('/api/payments/create-order', body);
const orderRow = async (orderId: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId)))[0];

/** A rental of a ₹10/day book for 7 days, 2 days late now (late fee ₹20, within the ₹100 deposit). */
async function lateRental() {
  const { rental, book } = await w.rent({ dailyFeePaise: 1_000 });
  t.clock.advance(7 * DAY + DAY + HOUR);
  return { rental, book };
}

/** An approved 7-day extension of a ₹10/day rental: ₹70 + ₹3.50 commission. */
async function approvedExtension() {
  const { rental } = await w.rent({ title: 'Train to Pakistan' });
  const req = await t
    .request(w.borrower)
    .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 7 });
  expect(req.status).toBe(200);
  const ok = await t.request(w.owner).post(`/api/rentals/extensions/requests/${req.body.id}/approve`);
  expect(ok.status).toBe(200);
  return { rental, requestId: req.body.id as number };
}

describe('create-order prices a fee from its reference', () => {
  it('computes the late fee due and stores the rental on the order', async () => {
    const { rental, book } = await lateRental();
    const res = await createOrder(w.borrower, { purpose: 'late_fee', rentalId: rental.id });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(2_000);
    expect(await orderRow(res.body.orderId)).toMatchObject({
      purpose: 'late_fee',
      userId: w.borrower.user.id,
      amountPaise: 2_000,
      rentalId: rental.id,
      bookId: book.id,
    });
    const paid = await t.request(w.borrower).post('/api/payments/demo/pay', {
      orderId: res.body.orderId,
      method: 'card',
    });
    const fee = await t.request(w.borrower).post(`/api/rentals/${rental.id}/pay-late-fees`, {
      lateFeeAmount: 20,
      paymentMethod: 'card',
      orderId: res.body.orderId,
      paymentId: paid.body.paymentId,
    });
    expect(fee.status).toBe(200);
    expect(fee.body.rental).toMatchObject({ lateFee: 20, lateFeePaid: 20 });
  });

  it('computes the excess the deposit does not cover', async () => {
    const { rental } = await w.rent({ dailyFeePaise: 2_000 });
    t.clock.advance(7 * DAY + 5 * DAY + HOUR); // 6 days late × ₹20 = ₹120, ₹20 over the deposit
    await t.request(w.borrower).post(`/api/rentals/${rental.id}/request-return`, {});
    const res = await createOrder(w.borrower, { purpose: 'excess', rentalId: rental.id });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(2_000);
    expect((await orderRow(res.body.orderId)).rentalId).toBe(rental.id);
  });

  it('computes the approved extension’s total', async () => {
    const { rental, requestId } = await approvedExtension();
    const res = await createOrder(w.borrower, { purpose: 'extension', extensionRequestId: requestId });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(7_350);
    expect(await orderRow(res.body.orderId)).toMatchObject({ purpose: 'extension', rentalId: rental.id });
  });

  it('refuses a client-sent amount and a missing reference with 400', async () => {
    const { rental } = await lateRental();
    for (const purpose of ['late_fee', 'excess', 'extension']) {
      const res = await createOrder(w.borrower, { purpose, rentalId: rental.id, amount: 100 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TRANSACTION_MESSAGES.feeAmountNotAccepted);
    }
    const noRental = await createOrder(w.borrower, { purpose: 'late_fee' });
    expect(noRental.status).toBe(400);
    expect(noRental.body.message).toBe(TRANSACTION_MESSAGES.rentalRequired);
    const noRequest = await createOrder(w.borrower, { purpose: 'extension', rentalId: rental.id });
    expect(noRequest.status).toBe(400);
    expect(noRequest.body.message).toBe(TRANSACTION_MESSAGES.extensionRequestRequired);
  });

  it('lets only the borrower order: 403 the owner or a stranger, 404 unknown, 401 signed out', async () => {
    const { rental, requestId } = await approvedExtension();
    t.clock.advance(8 * DAY + HOUR);
    const bodies = [
      { purpose: 'late_fee', rentalId: rental.id },
      { purpose: 'extension', extensionRequestId: requestId },
    ];
    for (const body of bodies) {
      for (const who of [w.owner, w.stranger]) {
        const res = await createOrder(who, body);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(english('rentals:lifecycle.borrowerOnly'));
      }
      expect((await createOrder(undefined, body)).status).toBe(401);
    }
    const unknown = await createOrder(w.borrower, { purpose: 'late_fee', rentalId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(LIFECYCLE_MESSAGES.rentalNotFound);
    const noSuch = await createOrder(w.borrower, { purpose: 'extension', extensionRequestId: 999_999 });
    expect(noSuch.status).toBe(404);
    expect(noSuch.body.message).toBe(english('rentals:lifecycle.extensionRequestNotFound'));
  });

  it('refuses an order for nothing due with a clear message', async () => {
    const { rental } = await w.rent();
    const lateFee = await createOrder(w.borrower, { purpose: 'late_fee', rentalId: rental.id });
    expect(lateFee.status).toBe(400);
    expect(lateFee.body.message).toBe(LIFECYCLE_MESSAGES.noLateFees);
    const excess = await createOrder(w.borrower, { purpose: 'excess', rentalId: rental.id });
    expect(excess.status).toBe(400);
    expect(excess.body.message).toBe(LIFECYCLE_MESSAGES.noPaymentRequired);
    const req = await t
      .request(w.borrower)
      .post('/api/rentals/extensions/request', { rentalId: rental.id, extensionDays: 3 });
    const pending = await createOrder(w.borrower, { purpose: 'extension', extensionRequestId: req.body.id });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(english('rentals:lifecycle.extensionNotApproved'));
  });
});

describe('a fee order whose due amount changed', () => {
  it('is refused by the demo payment before anything is captured', async () => {
    const { rental } = await lateRental();
    const res = await createOrder(w.borrower, { purpose: 'late_fee', rentalId: rental.id });
    t.clock.advance(DAY); // 3 days late now: ₹30
    const paid = await t
      .request(w.borrower)
      .post('/api/payments/demo/pay', { orderId: res.body.orderId, method: 'card' });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(english('payments:transaction.feeChanged'));
    expect((await orderRow(res.body.orderId)).status).toBe('created');
  });

  it('is refused by the pay call before the payment is taken', async () => {
    const { rental } = await lateRental();
    const res = await createOrder(w.borrower, { purpose: 'late_fee', rentalId: rental.id });
    const paid = await t
      .request(w.borrower)
      .post('/api/payments/demo/pay', { orderId: res.body.orderId, method: 'card' });
    t.clock.advance(DAY);
    const fee = await t.request(w.borrower).post(`/api/rentals/${rental.id}/pay-late-fees`, {
      lateFeeAmount: 30,
      paymentMethod: 'card',
      orderId: res.body.orderId,
      paymentId: paid.body.paymentId,
    });
    expect(fee.status).toBe(409);
    expect(fee.body.message).toBe(english('payments:transaction.feeChanged'));
    expect((await orderRow(res.body.orderId)).status).toBe('paid');
    const details = await w.listed(w.borrower, 'borrowed', rental.id);
    expect(details).toMatchObject({ lateFee: 30, lateFeePaid: 0 });
  });
});
