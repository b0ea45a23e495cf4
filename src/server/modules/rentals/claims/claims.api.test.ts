/** Deposit claims: made with the return, accepted, disputed and decided, or settled after 72 hours (ADR 0035). */
import { beforeEach, describe, expect, it } from 'vitest';
import { type TestUser } from '../../../testing/harness';
import { expectLedgersBalanced } from '../../../testing/transactions';
import { runClaimsPass } from './claim-settle';
import { photoJpeg, returnedRental, uploadPhoto } from './claims-test-helpers';
import { HOUR, settlementRows, lifecycleSuite, t, w } from '../lifecycle-test-helpers';

let admin: TestUser;
lifecycleSuite();
beforeEach(async () => {
  admin = await t.signIn({ name: 'Admin', isAdmin: true });
});

type Who = TestUser | null;
const confirmReturn = (who: Who, id: number, body: object) =>
  t.request(who).post(`/api/rentals/${id}/confirm-return`, body);
const accept = (who: Who, id: number) => t.request(who).post(`/api/deposit-claims/${id}/accept`, {});
const dispute = (who: Who, id: number, reply = 'The book was already like this when I got it') =>
  t.request(who).post(`/api/deposit-claims/${id}/dispute`, { reply });
const decide = (who: Who, id: number, amountRupees: number) =>
  t
    .request(who)
    .post(`/api/admin/deposit-claims/${id}/decide`, { amountRupees, note: 'Photos show a torn cover' });
const reason = 'The cover is torn and two pages are missing';
const sorted = (rows: { kind: string; amount: number; reference: string }[]) =>
  rows
    .filter((r) => r.reference.endsWith(':claim') || r.kind.startsWith('deposit'))
    .map(({ kind, amount, reference }) => ({ kind, amount, reference }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.reference.localeCompare(b.reference));

/** A returned rental with the owner's return photo and a claim of `amountRupees`; answers the claim id. */
async function claimed(amountRupees: number, lateDays = 0) {
  const { rental } = await returnedRental(t, w, lateDays);
  expect((await uploadPhoto(t, w.owner, rental.id, await photoJpeg())).status).toBe(200);
  const res = await confirmReturn(w.owner, rental.id, { claim: { amountRupees, reason } });
  expect(res.status).toBe(200);
  return { rental, claimId: res.body.claimId as number, res };
}

describe('making a claim with the return', () => {
  it('needs a return photo by the owner, a reason and an amount within what is left after late fees', async () => {
    const { rental } = await returnedRental(t, w, 2); // 2 days × ₹10 late: ₹80 of the ₹100 deposit is left
    const noPhoto = await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 40, reason } });
    expect(noPhoto).toMatchObject({
      status: 400,
      body: { message: 'Add at least one return photo before claiming from the deposit' },
    });
    expect((await uploadPhoto(t, w.borrower, rental.id, await photoJpeg())).status).toBe(200);
    expect((await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 40, reason } })).status).toBe(
      400,
    );
    expect((await uploadPhoto(t, w.owner, rental.id, await photoJpeg())).status).toBe(200);
    const short = await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 40, reason: 'Torn' } });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ 'claim.reason': 'Reason must be 10 to 500 characters' });
    const zero = await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 0, reason } });
    expect(zero.status).toBe(400);
    const tooMuch = await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 80.01, reason } });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: 'The claim is more than what is left of the deposit after late fees' },
    });
    for (const who of [w.borrower, w.stranger, admin])
      expect((await confirmReturn(who, rental.id, { claim: { amountRupees: 10, reason } })).status).toBe(403);
    expect((await confirmReturn(null, rental.id, { claim: { amountRupees: 10, reason } })).status).toBe(401);

    const ok = await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 80, reason } });
    expect(ok.status).toBe(200);
    expect(ok.body.settlement).toMatchObject({ lateFee: 20, depositApplied: 20, depositRefunded: 0 });
    expect(ok.body.rental.status).toBe('completed');
    const [notice] = await w.notices(w.borrower, 'deposit_claim');
    expect(notice).toMatchObject({ title: 'Deposit Claim', data: { claimId: ok.body.claimId, amount: 80 } });
    expect(notice.message).toContain('Ravi Kulkarni claims ₹80.00 of your deposit');
    expect(sorted(await settlementRows(t, rental.id)).filter((r) => r.kind === 'deposit_released')).toEqual(
      [],
    );
    const again = await confirmReturn(w.owner, rental.id, { claim: { amountRupees: 10, reason } });
    expect(again.status).toBe(409);

    const seen = await t.request(w.borrower).get(`/api/deposit-claims/${ok.body.claimId}`);
    expect(seen.body).toMatchObject({ status: 'open', amount: 80, remainingDeposit: 80, reason });
    expect(seen.body.photos).toHaveLength(2);
    expect((await t.request(w.stranger).get(`/api/deposit-claims/${ok.body.claimId}`)).status).toBe(403);
    expect((await t.request(admin).get(`/api/rentals/${rental.id}/deposit-claim`)).body.id).toBe(
      ok.body.claimId,
    );
    const claimOf = (who: Who) => t.request(who).get(`/api/rentals/${rental.id}/deposit-claim`);
    expect((await claimOf(w.stranger)).status).toBe(403);
    expect((await claimOf(null)).status).toBe(401);
    expect((await t.request(null).get(`/api/deposit-claims/${ok.body.claimId}`)).status).toBe(401);
    await expectLedgersBalanced(t.db);
  });
});

describe('answering a claim', () => {
  it('accepted by the borrower: the owner gets the claim without commission, the rest is refunded, once', async () => {
    const { rental, claimId } = await claimed(30);
    for (const who of [w.owner, w.stranger, admin]) expect((await accept(who, claimId)).status).toBe(403);
    expect((await accept(null, claimId)).status).toBe(401);
    expect((await accept(w.borrower, 999_999)).status).toBe(404);
    const upheld = async () =>
      (await t.request(w.borrower).get(`/api/users/${w.borrower.user.id}/reliability`)).body.upheldClaims;
    const before = await upheld();
    const ok = await accept(w.borrower, claimId);
    expect(ok.status).toBe(200);
    expect(await upheld()).toBe(before + 1); // the borrower's record counts the upheld claim (ADR 0036)
    expect(ok.body).toMatchObject({
      message: 'Claim accepted',
      claim: { status: 'accepted', settledAmount: 30 },
    });
    expect(sorted(await settlementRows(t, rental.id))).toEqual([
      { kind: 'deposit_applied', amount: 3_000, reference: `rental:${rental.id}:claim` },
      { kind: 'deposit_released', amount: 7_000, reference: `rental:${rental.id}:claim` },
      { kind: 'lender_earning', amount: 3_000, reference: `rental:${rental.id}:claim` },
    ]);
    for (const who of [w.owner, w.borrower]) {
      const [n] = await w.notices(who, 'deposit_claim_settled');
      expect(n.message).toContain('₹30.00 goes to Ravi Kulkarni and ₹70.00 is refunded to Asha Menon');
    }
    expect((await accept(w.borrower, claimId)).status).toBe(409);
    expect((await dispute(w.borrower, claimId)).status).toBe(409);
    await expectLedgersBalanced(t.db);
  });

  it('disputed: an administrator decides between ₹0 and the claim, once', async () => {
    const { rental, claimId } = await claimed(80);
    for (const who of [w.owner, w.stranger, admin]) expect((await dispute(who, claimId)).status).toBe(403);
    expect((await dispute(null, claimId)).status).toBe(401);
    expect((await dispute(w.borrower, claimId, 'No')).status).toBe(400);
    const d = await dispute(w.borrower, claimId);
    expect(d.body).toMatchObject({
      message: 'Claim disputed. An administrator will decide.',
      claim: { status: 'disputed' },
    });
    expect((await w.notices(w.owner, 'deposit_claim'))[0].title).toBe('Deposit Claim Disputed');
    expect((await accept(w.borrower, claimId)).status).toBe(409);

    for (const who of [w.owner, w.borrower, w.stranger]) {
      expect((await t.request(who).get('/api/admin/deposit-claims?status=disputed')).status).toBe(403);
      expect((await decide(who, claimId, 50)).status).toBe(403);
    }
    expect((await decide(null, claimId, 50)).status).toBe(401);
    const list = await t.request(admin).get('/api/admin/deposit-claims?status=disputed');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { id: number }) => c.id === claimId)).toMatchObject({
      borrowerReply: 'The book was already like this when I got it',
      reason,
    });
    expect((await decide(admin, claimId, 80.5)).status).toBe(400);
    expect((await decide(admin, claimId, -1)).status).toBe(400);
    const ok = await decide(admin, claimId, 50);
    expect(ok.body).toMatchObject({
      message: 'Decision saved',
      claim: { status: 'decided', decidedAmount: 50, settledAmount: 50 },
    });
    expect(sorted(await settlementRows(t, rental.id))).toEqual([
      { kind: 'deposit_applied', amount: 5_000, reference: `rental:${rental.id}:claim` },
      { kind: 'deposit_released', amount: 5_000, reference: `rental:${rental.id}:claim` },
      { kind: 'lender_earning', amount: 5_000, reference: `rental:${rental.id}:claim` },
    ]);
    const [n] = await w.notices(w.borrower, 'deposit_claim_settled');
    expect(n.title).toBe('Deposit Claim Decided');
    expect((await decide(admin, claimId, 10)).status).toBe(409);
    await expectLedgersBalanced(t.db);
  });

  it('two decisions at once settle once', async () => {
    const { rental, claimId } = await claimed(60);
    expect((await dispute(w.borrower, claimId)).status).toBe(200);
    const [a, b] = await Promise.all([decide(admin, claimId, 20), decide(admin, claimId, 40)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = sorted(await settlementRows(t, rental.id)).filter((r) => r.reference.endsWith(':claim'));
    expect(rows).toHaveLength(3);
    await expectLedgersBalanced(t.db);
  });

  it('unanswered for 72 hours: the scheduled pass settles it as accepted, exactly once', async () => {
    const { rental, claimId } = await claimed(25);
    await runClaimsPass(t.app.deps); // claims of earlier tests that are already due
    t.clock.advance(72 * HOUR - 60_000);
    expect(await runClaimsPass(t.app.deps)).toEqual({ settled: 0, failed: 0 });
    t.clock.advance(60_000);
    const [one, two] = await Promise.all([runClaimsPass(t.app.deps), runClaimsPass(t.app.deps)]);
    // other tests' open claims on this shared database come due too; this one settles in one of the passes
    expect(one.settled + two.settled).toBeGreaterThanOrEqual(1);
    expect(one.failed + two.failed).toBe(0);
    const seen = await t.request(w.borrower).get(`/api/deposit-claims/${claimId}`);
    expect(seen.body).toMatchObject({ status: 'accepted', settledAmount: 25 });
    expect(await runClaimsPass(t.app.deps)).toEqual({ settled: 0, failed: 0 });
    const rows = sorted(await settlementRows(t, rental.id)).filter((r) => r.reference.endsWith(':claim'));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['deposit_applied', 2_500],
      ['deposit_released', 7_500],
      ['lender_earning', 2_500],
    ]);
    await expectLedgersBalanced(t.db);
  });

  it('refuses an answer after the 72 hours', async () => {
    const { claimId } = await claimed(25);
    t.clock.advance(72 * HOUR);
    const res = await accept(w.borrower, claimId);
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'The 72 hours to answer this claim have passed' },
    });
    expect((await dispute(w.borrower, claimId)).status).toBe(409);
    await expectLedgersBalanced(t.db);
  });
});
