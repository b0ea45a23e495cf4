import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { books, rentals } from '../../../db/schema';
import { type TestApp } from '../../../testing/harness';
import { expectLedgersBalanced } from '../../../testing/transactions';
import { DAY, returnCalls, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

lifecycleSuite();

type Who = Parameters<TestApp['request']>[0];
const returnCode = (who: Who, id: number) => t.request(who).get(`/api/rentals/${id}/return-code`);
const requestReturn = (who: Who, id: number, body: object = {}) =>
  returnCalls(t).requestReturn(who, id, body);
const confirmReturn = (who: Who, id: number, body: object = {}) =>
  returnCalls(t).confirmReturn(who, id, body);
const wrongOf = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');
const rentalRow = async (id: number) => (await t.db.select().from(rentals).where(eq(rentals.id, id)))[0];

/** A rental of a new book whose return the borrower has requested (on time). */
async function returnRequested(title = 'The Guide') {
  const { book, rental } = await w.rent({ title });
  t.clock.advance(2 * DAY);
  expect((await requestReturn(w.borrower, rental.id)).status).toBe(200);
  return { book, rental };
}

describe('return code', () => {
  it('is shown only to the borrower, and only once the return is requested', async () => {
    const { rental } = await w.rent();
    const early = await returnCode(w.borrower, rental.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The return code is shown once you have asked to return this book');
    expect((await requestReturn(w.borrower, rental.id)).status).toBe(200);

    const shown = await returnCode(w.borrower, rental.id);
    expect(shown.status).toBe(200);
    expect(shown.body.code).toMatch(/^\d{6}$/);
    expect((await returnCode(w.borrower, rental.id)).body.code).toBe(shown.body.code);
    const pickup = await t.request(w.borrower).get(`/api/rentals/${rental.id}/pickup-code`);
    expect(pickup.status).toBe(409);
    for (const who of [w.owner, w.stranger]) expect((await returnCode(who, rental.id)).status).toBe(403);
    expect((await returnCode(null, rental.id)).status).toBe(401);
    expect((await returnCode(w.borrower, 999_999)).status).toBe(404);
    const row = await rentalRow(rental.id);
    expect(row.returnCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.returnCodeHash).not.toContain(shown.body.code);
  });

  it('confirms the return with the code and records it; the code is gone once returned', async () => {
    const { book, rental } = await returnRequested('Malgudi Days');
    const { body } = await returnCode(w.borrower, rental.id);
    for (const who of [w.borrower, w.stranger])
      expect((await confirmReturn(who, rental.id, { code: body.code })).status).toBe(403);
    expect((await confirmReturn(null, rental.id, { code: body.code })).status).toBe(401);

    const ok = await confirmReturn(w.owner, rental.id, {
      code: ` ${body.code.slice(0, 3)} ${body.code.slice(3)}`,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Return confirmed');
    expect(ok.body.rental).toMatchObject({ status: 'completed', returnMethod: 'code' });
    expect((await rentalRow(rental.id)).returnMethod).toBe('code');
    const [notice] = await w.notices(w.borrower, 'return_confirmed');
    expect(notice.data).toMatchObject({ rentalId: rental.id, returnMethod: 'code' });
    const [b] = await t.db.select().from(books).where(eq(books.id, book.id));
    expect(b.isAvailable).toBe(true);

    expect((await returnCode(w.borrower, rental.id)).status).toBe(409);
    const again = await confirmReturn(w.owner, rental.id, { code: body.code });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This rental is already completed');
    await expectLedgersBalanced(t.db);
  });

  it('confirms without a code as the spec does, recorded as confirmed without code', async () => {
    const { rental } = await returnRequested();
    const ok = await confirmReturn(w.owner, rental.id, { notes: 'All good' });
    expect(ok.status).toBe(200);
    expect(ok.body.rental).toMatchObject({ status: 'completed', returnMethod: 'without_code' });
    const [notice] = await w.notices(w.borrower, 'return_confirmed');
    expect(notice.data).toMatchObject({ returnMethod: 'without_code' });
    await expectLedgersBalanced(t.db);
  });

  it('refuses a malformed code before anything happens', async () => {
    const { rental } = await returnRequested();
    const bad = await confirmReturn(w.owner, rental.id, { code: '12ab56' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter the 6-digit code');
    expect((await rentalRow(rental.id)).status).toBe('return_requested');
  });

  it('answers a wrong code with 400 and changes nothing; 5 wrong tries lock codes for 15 minutes', async () => {
    const { rental } = await returnRequested();
    const { body } = await returnCode(w.borrower, rental.id);
    for (let i = 0; i < 5; i += 1) {
      const res = await confirmReturn(w.owner, rental.id, { code: wrongOf(body.code) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('That code does not match this rental');
    }
    expect(await rentalRow(rental.id)).toMatchObject({ status: 'return_requested', returnedAt: null });
    const locked = await confirmReturn(w.owner, rental.id, { code: body.code });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes. Please try again in 15 minutes.');
    t.clock.advance(15 * 60_000);
    const ok = await confirmReturn(w.owner, rental.id, { code: body.code });
    expect(ok.status).toBe(200);
    expect(ok.body.rental.returnMethod).toBe('code');
    await expectLedgersBalanced(t.db);
  });

  it('leaves a code on a rental whose return is not requested to the usual 409', async () => {
    const { rental } = await w.rent();
    const res = await confirmReturn(w.owner, rental.id, { code: '123456' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The borrower has not asked to return this book');
    expect((await rentalRow(rental.id)).codeFailedAttempts).toBe(0);
  });
});
