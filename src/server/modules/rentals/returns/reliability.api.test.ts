import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../../testing/harness';
import { expectLedgersBalanced } from '../../../testing/transactions';
import { DAY, returnCalls, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

lifecycleSuite();

type Who = Parameters<TestApp['request']>[0];
const reliabilityOf = (who: Who, userId: number) => t.request(who).get(`/api/users/${userId}/reliability`);

/** `w.borrower` borrows a new book of `w.owner` for 7 days and returns it after `keptDays`. */
async function borrowAndReturn(keptDays: number, title: string) {
  const { rental } = await w.rent({ title, duration: 7 });
  t.clock.advance(keptDays * DAY);
  expect((await returnCalls(t).requestReturn(w.borrower, rental.id)).status).toBe(200);
  expect((await returnCalls(t).confirmReturn(w.owner, rental.id)).status).toBe(200);
  return rental;
}

describe('borrower reliability', () => {
  it('shows a member with no history as a new borrower, to themself', async () => {
    const res = await reliabilityOf(w.borrower, w.borrower.user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: w.borrower.user.id,
      completedRentals: 0,
      returnedOnTime: 0,
      onTimePercent: null,
      upheldClaims: 0,
      isNewBorrower: true,
    });
  });

  it('is shown to the member and to whoever lends to them, to nobody else', async () => {
    const id = w.borrower.user.id;
    expect((await reliabilityOf(w.owner, id)).status).toBe(404);
    await w.rent({ title: 'Waiting for pickup' });
    const [notice] = await w.notices(w.owner, 'book_borrowed');
    expect(notice.title).toBe('Book Borrowed');
    expect(notice.message).toBe(
      'Asha Menon borrowed "Waiting for pickup" for 7 days. Borrower record: New borrower. Confirm the pickup with their code in My Books → Lent Out.',
    );
    expect(notice.data).toMatchObject({ borrowerId: id, reliability: { isNewBorrower: true } });
    const lender = await reliabilityOf(w.owner, id);
    expect(lender.status).toBe(200);
    expect(lender.body).toMatchObject({ userId: id, isNewBorrower: true });
    expect((await reliabilityOf(w.borrower, id)).status).toBe(200);

    const stranger = await reliabilityOf(w.stranger, id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Member not found');
    // lending is one way: the borrower does not see the owner's record
    expect((await reliabilityOf(w.borrower, w.owner.user.id)).status).toBe(404);
    expect((await reliabilityOf(null, id)).status).toBe(401);
    expect((await reliabilityOf(w.borrower, 999_999)).status).toBe(404);
  });

  it('counts completed rentals and the share returned on time; open and cancelled ones do not count', async () => {
    await borrowAndReturn(3, 'On time');
    await borrowAndReturn(7, 'On the due day');
    await borrowAndReturn(9, 'Two days late');
    const { rental: cancelled } = await w.rent({ title: 'Cancelled' });
    expect((await t.request(w.borrower).post(`/api/rentals/${cancelled.id}/cancel`, {})).status).toBe(200);
    await w.rent({ title: 'Still out' });
    const [latest] = await w.notices(w.owner, 'book_borrowed');
    expect(latest.message).toContain('Borrower record: 3 returns · 66% on time.');

    const expected = {
      userId: w.borrower.user.id,
      completedRentals: 3,
      returnedOnTime: 2,
      onTimePercent: 66,
      upheldClaims: 0,
      isNewBorrower: false,
    };
    expect((await reliabilityOf(w.owner, w.borrower.user.id)).body).toEqual(expected);
    expect((await reliabilityOf(w.borrower, w.borrower.user.id)).body).toEqual(expected);
    await expectLedgersBalanced(t.db);
  });
});
