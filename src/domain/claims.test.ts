import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimableDeposit, claimAmountRefusal, settleClaim, claimAnswerClosed } from './claims';
import { percentOfPaise } from './pricing';
import { platformShareOfPart, settleDeposit } from './rentals';

const paise = fc.integer({ min: 0, max: 10_000_000 });
const rate = fc.integer({ min: 0, max: 5000 }).map((n) => n / 100);

describe('deposit claims', () => {
  it('never take more than what is left of the deposit after late fees', () => {
    fc.assert(
      fc.property(paise, paise, paise, paise, (deposit, lateFee, paid, claim) => {
        const remaining = claimableDeposit(deposit, lateFee, paid);
        const { appliedPaise } = settleDeposit(deposit, lateFee, paid);
        expect(remaining).toBe(deposit - appliedPaise);
        const refusal = claimAmountRefusal(claim, remaining);
        if (refusal === null) expect(claim).toBeLessThanOrEqual(remaining);
        const s = settleClaim(remaining, claim);
        expect(s.ownerPaise).toBeLessThanOrEqual(remaining);
        expect(appliedPaise + s.ownerPaise).toBeLessThanOrEqual(deposit);
      }),
    );
  });

  it('owner + borrower + platform sum to the deposit paid', () => {
    fc.assert(
      fc.property(paise, paise, paise, paise, rate, (deposit, lateFee, paidBefore, awarded, commission) => {
        const paid = Math.min(paidBefore, lateFee);
        const late = settleDeposit(deposit, lateFee, paid);
        const platform = platformShareOfPart(paid, late.appliedPaise, commission);
        const s = settleClaim(late.releasedPaise, awarded);
        const owner = late.appliedPaise - platform + s.ownerPaise;
        expect(owner + s.borrowerPaise + platform).toBe(deposit);
        expect(s.borrowerPaise).toBeGreaterThanOrEqual(0);
        expect(platform).toBeLessThanOrEqual(percentOfPaise(lateFee, commission));
      }),
    );
  });

  it('refuses a claim of 0, a fraction of a paisa, or above what is left', () => {
    expect(claimAmountRefusal(0, 500)).toBe('not_positive');
    expect(claimAmountRefusal(1.5, 500)).toBe('not_positive');
    expect(claimAmountRefusal(501, 500)).toBe('too_much');
    expect(claimAmountRefusal(500, 500)).toBeNull();
  });

  it('closes answers at the deadline', () => {
    const by = new Date('2026-01-04T00:00:00Z');
    expect(claimAnswerClosed(by, new Date('2026-01-03T23:59:59Z'))).toBe(false);
    expect(claimAnswerClosed(by, by)).toBe(true);
  });

  it('refuses negative amounts', () => {
    expect(() => settleClaim(-1, 0)).toThrow(RangeError);
  });
});
