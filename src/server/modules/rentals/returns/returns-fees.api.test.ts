/** Late returns beyond the deposit, paying late fees before the return, and the rental lists (spec 001 §2.7-§2.11, §4.4, §9). */
import { describe, expect, it } from 'vitest';
import { t as english } from '@/server/i18n/t';
import { expectLedgersBalanced } from '../../../testing/transactions';
import { PAYMENT_MESSAGES } from '@/contract/payments';
import { DAY, HOUR, returnCalls, settlementRows, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

// fresh members each test: sessions expire as the clock moves on
lifecycleSuite();

const ledgerOf = (rentalId: number) => settlementRows(t, rentalId);
const requestReturn: ReturnType<typeof returnCalls>['requestReturn'] = (...args) =>
  returnCalls(t).requestReturn(...args);
const confirmReturn: ReturnType<typeof returnCalls>['confirmReturn'] = (...args) =>
  returnCalls(t).confirmReturn(...args);

describe('a late return beyond the deposit', () => {
  it('requires the excess payment first, then the owner confirms', async () => {
    const { rental } = await w.rent({ dailyFeePaise: 2_000 });
    t.clock.advance(7 * DAY + 5 * DAY + HOUR); // 6 days late × ₹20 = ₹120 > ₹100 deposit
    const res = await requestReturn(w.borrower, rental.id, { notes: 'Sorry for the delay' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      requiresPayment: true,
      excessAmount: 20,
      lateFee: 120,
      platformFeeOnLateFee: 6,
    });
    expect((await w.notices(w.owner, 'return_request')).some((n) => n.data?.rentalId === rental.id)).toBe(
      false,
    );

    const early = await confirmReturn(w.owner, rental.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The borrower must pay the excess charges before the return can be confirmed',
    );

    const url = `/api/rentals/${rental.id}/pay-excess-charges`;
    const zero = await t
      .request(w.borrower)
      .post(url, { excessAmount: 0, ...(await w.fee(w.borrower, 2_000, 'excess')) });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('No Payment Required');
    const wrong = await t
      .request(w.borrower)
      .post(url, { excessAmount: 15, ...(await w.fee(w.borrower, 1_500, 'excess')) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'The amount does not match what is due. Please check the amount and try again.',
    );
    const smallOrder = await t
      .request(w.borrower)
      .post(url, { excessAmount: 20, ...(await w.fee(w.borrower, 1_500, 'excess')) });
    expect(smallOrder.status).toBe(409);
    expect(smallOrder.body.message).toBe(english('payments:transaction.feeChanged'));
    const otherPurpose = await t
      .request(w.borrower)
      .post(url, { excessAmount: 20, ...(await w.fee(w.borrower, 2_000, 'extension')) });
    expect(otherPurpose.status).toBe(400);
    expect(otherPurpose.body.message).toBe(PAYMENT_MESSAGES.wrongPurpose);

    const payment = await w.fee(w.borrower, 2_000, 'excess');
    const paid = await t.request(w.borrower).post(url, { excessAmount: 20, ...payment });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: 'Excess charges paid',
      rental: { excessAmount: 0, lateFee: 120, lateFeePaid: 20 },
    });
    expect(
      (await w.notices(w.owner, 'return_request')).find((n) => n.data?.rentalId === rental.id)?.data,
    ).toMatchObject({ notes: 'Sorry for the delay' });

    const replay = await t.request(w.borrower).post(url, { excessAmount: 20, ...payment });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(english('payments:alreadyUsed'));
    const twice = await t
      .request(w.borrower)
      .post(url, { excessAmount: 20, ...(await w.fee(w.borrower, 2_000, 'excess')) });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('No Payment Required');

    const confirmed = await confirmReturn(w.owner, rental.id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.settlement).toEqual({
      lateFee: 120,
      platformFeeOnLateFee: 6,
      depositApplied: 100,
      depositRefunded: 0,
    });
    const rows = await ledgerOf(rental.id);
    const total = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
    expect({
      payment: total('payment'),
      applied: total('deposit_applied'),
      released: total('deposit_released'),
      platform: total('platform_fee'),
      lender: total('lender_earning'),
    }).toEqual({
      payment: 2_000,
      applied: 10_000,
      released: 0,
      platform: 600,
      lender: 11_400,
    });
    await expectLedgersBalanced(t.db);
  });
});

describe('paying late fees before the return', () => {
  it('takes the whole fee so far once, and the deposit then comes back whole', async () => {
    const { rental } = await w.rent();
    const url = `/api/rentals/${rental.id}/pay-late-fees`;
    const none = await t
      .request(w.borrower)
      .post(url, { lateFeeAmount: 10, ...(await w.fee(w.borrower, 1_000, 'late_fee')) });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No Late Fees');
    const negative = await t
      .request(w.borrower)
      .post(url, { lateFeeAmount: -5, ...(await w.fee(w.borrower, 1_000, 'late_fee')) });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('No Late Fees');

    t.clock.advance(8 * DAY + HOUR); // 2 days late → ₹20
    const paid = await t
      .request(w.borrower)
      .post(url, { lateFeeAmount: 20, ...(await w.fee(w.borrower, 2_000, 'late_fee')) });
    expect(paid.status).toBe(200);
    expect(paid.body.rental).toMatchObject({ lateFee: 20, lateFeePaid: 20, status: 'active' });
    const twice = await t
      .request(w.borrower)
      .post(url, { lateFeeAmount: 20, ...(await w.fee(w.borrower, 2_000, 'late_fee')) });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('No Late Fees');

    const res = await requestReturn(w.borrower, rental.id, { lateFeeAmount: 20 });
    expect(res.body).toEqual({
      requiresPayment: false,
      excessAmount: 0,
      lateFee: 20,
      platformFeeOnLateFee: 1,
    });
    const confirmed = await confirmReturn(w.owner, rental.id);
    expect(confirmed.body.settlement).toEqual({
      lateFee: 20,
      platformFeeOnLateFee: 1,
      depositApplied: 0,
      depositRefunded: 100,
    });
    await expectLedgersBalanced(t.db);
  });
});

describe('the lists', () => {
  it('answer the caller’s own open rentals: borrowed, lent, and active soonest due first', async () => {
    const later = await w.rent({ duration: 14 });
    const sooner = await w.rent({ duration: 3 });
    const active = await t.request(w.borrower).get('/api/rentals/active');
    expect(active.status).toBe(200);
    const ids = (active.body as { id: number }[]).map((r) => r.id);
    expect(ids.indexOf(sooner.rental.id)).toBeLessThan(ids.indexOf(later.rental.id));
    expect(active.body[0]).toMatchObject({
      status: 'active',
      endDate: expect.any(String),
      book: { title: 'The Guide' },
      lender: { name: 'Ravi Kulkarni' },
    });
    expect((await t.request(w.owner).get('/api/rentals/active')).body).toEqual([]);
    expect((await t.request(w.stranger).get('/api/rentals/borrowed')).body).toEqual([]);
    expect((await t.request(w.stranger).get('/api/rentals/lent')).body).toEqual([]);
    expect(await w.listed(w.owner, 'lent', later.rental.id)).toMatchObject({
      borrower: { name: 'Asha Menon' },
      lenderAmount: 140,
    });
  });
});
