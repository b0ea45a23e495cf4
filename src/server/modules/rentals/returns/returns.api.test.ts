import { describe, expect, it } from 'vitest';
import { expectLedgersBalanced } from '../../../testing/transactions';
import { DAY, HOUR, returnCalls, settlementRows, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

// fresh members each test: sessions expire as the clock moves on
lifecycleSuite();

const ledgerOf = (rentalId: number) => settlementRows(t, rentalId);
const requestReturn: ReturnType<typeof returnCalls>['requestReturn'] = (...args) =>
  returnCalls(t).requestReturn(...args);
const confirmReturn: ReturnType<typeof returnCalls>['confirmReturn'] = (...args) =>
  returnCalls(t).confirmReturn(...args);

describe('an on-time return', () => {
  it('moves to return_requested, tells the owner, and on confirmation refunds the whole deposit and frees the book', async () => {
    const { book, rental } = await w.rent({ title: 'Malgudi Days' });
    t.clock.advance(6 * DAY);
    const res = await requestReturn(w.borrower, rental.id, { notes: '  Left it with the guard  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      requiresPayment: false,
      excessAmount: 0,
      lateFee: 0,
      platformFeeOnLateFee: 0,
    });

    const [notice] = await w.notices(w.owner, 'return_request');
    expect(notice.data).toEqual({
      rentalId: rental.id,
      bookTitle: 'Malgudi Days',
      borrowerName: 'Asha Menon',
      borrowerPhone: '9820011003',
      lenderPhone: '9820011002',
      notes: 'Left it with the guard',
    });
    expect(await w.listed(w.borrower, 'borrowed', rental.id)).toMatchObject({
      status: 'return_requested',
      returnNotes: 'Left it with the guard',
    });
    expect(await w.listed(w.owner, 'lent', rental.id)).toMatchObject({
      status: 'return_requested',
      lenderAmount: 70,
    });

    const again = await requestReturn(w.borrower, rental.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already asked to return this book');

    const confirmed = await confirmReturn(w.owner, rental.id, { notes: 'Got it, thanks' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.settlement).toEqual({
      lateFee: 0,
      platformFeeOnLateFee: 0,
      depositApplied: 0,
      depositRefunded: 100,
    });
    expect(confirmed.body.rental).toMatchObject({
      status: 'completed',
      returnedAt: t.clock.now().toISOString(),
    });

    const shown = await t.request(w.stranger).get(`/api/books/${book.id}`);
    expect(shown.body.isAvailable).toBe(true);
    expect(await w.listed(w.borrower, 'borrowed', rental.id)).toBeUndefined();
    expect((await w.notices(w.borrower, 'return_confirmed'))[0]).toMatchObject({
      title: 'Return Confirmed',
      data: { rentalId: rental.id, depositRefunded: 100 },
    });
    expect((await w.notices(w.borrower, 'book_returned'))[0]?.data).toMatchObject({
      rentalId: rental.id,
      bookTitle: 'Malgudi Days',
    });
    expect((await w.notices(w.owner, 'return_request'))[0].isRead).toBe(true);
    expect(await ledgerOf(rental.id)).toEqual([
      {
        kind: 'deposit_released',
        amount: 10_000,
        userId: w.borrower.user.id,
        reference: `rental:${rental.id}`,
      },
    ]);

    const twice = await confirmReturn(w.owner, rental.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This rental is already completed');
    await expectLedgersBalanced(t.db);
  });
});

describe('a late return covered by the deposit', () => {
  it('charges days late × daily fee from the deposit and refunds the rest', async () => {
    const { rental } = await w.rent();
    t.clock.advance(7 * DAY + 2 * DAY + 12 * HOUR); // 2.5 days late → 3 days
    const listed = await w.listed(w.borrower, 'borrowed', rental.id);
    expect(listed).toMatchObject({ lateFee: 30, excessAmount: 0 });

    const stale = await requestReturn(w.borrower, rental.id, { lateFeeAmount: 25 });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('The late fee has changed. Please check the amount and try again.');

    const res = await requestReturn(w.borrower, rental.id, { notes: '', lateFeeAmount: 30 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      requiresPayment: false,
      excessAmount: 0,
      lateFee: 30,
      platformFeeOnLateFee: 1.5,
    });
    expect((await w.notices(w.owner, 'return_request'))[0].data).toMatchObject({
      rentalId: rental.id,
      notes: '',
    });

    t.clock.advance(2 * DAY); // the owner is slow: the fee stays as assessed
    const confirmed = await confirmReturn(w.owner, rental.id, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.settlement).toEqual({
      lateFee: 30,
      platformFeeOnLateFee: 1.5,
      depositApplied: 30,
      depositRefunded: 70,
    });
    expect(await ledgerOf(rental.id)).toEqual(
      expect.arrayContaining([
        {
          kind: 'deposit_applied',
          amount: 3_000,
          userId: w.borrower.user.id,
          reference: `rental:${rental.id}`,
        },
        {
          kind: 'deposit_released',
          amount: 7_000,
          userId: w.borrower.user.id,
          reference: `rental:${rental.id}`,
        },
        {
          kind: 'platform_fee',
          amount: 150,
          userId: w.borrower.user.id,
          reference: `rental:${rental.id}:late-fee`,
        },
        {
          kind: 'lender_earning',
          amount: 2_850,
          userId: w.owner.user.id,
          reference: `rental:${rental.id}:late-fee`,
        },
      ]),
    );
    expect(await ledgerOf(rental.id)).toHaveLength(4);
    await expectLedgersBalanced(t.db);
  });
});
