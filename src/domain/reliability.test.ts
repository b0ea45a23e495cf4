import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reliabilityOf, reliabilityParts, returnedOnTime, type CompletedRental } from './reliability';

const DAY = 86_400_000;
const due = new Date('2026-11-20T10:00:00.000Z');
const at = (offsetMs: number) => new Date(due.getTime() + offsetMs);
const rental = (backOffsetMs: number | null, confirmedOffsetMs = 0): CompletedRental => ({
  endDate: due,
  returnRequestedAt: backOffsetMs === null ? null : at(backOffsetMs),
  returnedAt: at(confirmedOffsetMs),
});

describe('returnedOnTime', () => {
  it('counts a return asked on or before the due date, whatever the owner’s confirmation time', () => {
    expect(returnedOnTime(rental(-DAY, 3 * DAY))).toBe(true);
    expect(returnedOnTime(rental(0, 5 * DAY))).toBe(true);
    expect(returnedOnTime(rental(1))).toBe(false);
    expect(returnedOnTime(rental(2 * DAY))).toBe(false);
  });
  it('uses the confirmation when the return was never asked for', () => {
    expect(returnedOnTime(rental(null, -DAY))).toBe(true);
    expect(returnedOnTime(rental(null, DAY))).toBe(false);
  });
});

describe('reliabilityOf', () => {
  it('calls a member with no completed rental a new borrower', () => {
    expect(reliabilityOf([], 0)).toEqual({
      completedRentals: 0,
      returnedOnTime: 0,
      onTimePercent: null,
      upheldClaims: 0,
      isNewBorrower: true,
    });
  });

  it('counts returns, the on-time share rounded down and upheld claims', () => {
    const figures = reliabilityOf([rental(-DAY), rental(0), rental(3 * DAY)], 1);
    expect(figures).toEqual({
      completedRentals: 3,
      returnedOnTime: 2,
      onTimePercent: 66,
      upheldClaims: 1,
      isNewBorrower: false,
    });
  });

  it('refuses more upheld claims than completed rentals, or a negative count', () => {
    expect(() => reliabilityOf([rental(0)], 2)).toThrow(RangeError);
    expect(() => reliabilityOf([], -1)).toThrow(RangeError);
  });

  it('keeps the share between 0 and 100, 100 only when every return was on time', () => {
    const offset = fc.option(fc.integer({ min: -10 * DAY, max: 10 * DAY }), { nil: null });
    fc.assert(
      fc.property(fc.array(offset, { minLength: 1, maxLength: 40 }), (offsets) => {
        const list = offsets.map((o) => rental(o, o ?? 0));
        const f = reliabilityOf(list, 0);
        expect(f.completedRentals).toBe(list.length);
        expect(f.returnedOnTime).toBe(list.filter(returnedOnTime).length);
        expect(f.onTimePercent).toBeGreaterThanOrEqual(0);
        expect(f.onTimePercent).toBeLessThanOrEqual(100);
        expect(f.onTimePercent === 100).toBe(f.returnedOnTime === f.completedRentals);
        expect(f.onTimePercent === 0).toBe(f.returnedOnTime * 100 < f.completedRentals);
        expect(f.isNewBorrower).toBe(false);
      }),
    );
  });

  it('never counts a later return as on time when an earlier one is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * DAY, max: 10 * DAY }), fc.nat(5 * DAY), (back, extra) => {
        if (!returnedOnTime(rental(back))) expect(returnedOnTime(rental(back + extra))).toBe(false);
      }),
    );
  });
});

describe('reliabilityParts', () => {
  it('says New borrower alone, else returns, on-time share and upheld claims when there are any', () => {
    expect(reliabilityParts(reliabilityOf([], 0))).toEqual([{ key: 'newBorrower' }]);
    const figures = reliabilityOf([rental(-DAY), rental(0), rental(3 * DAY)], 1);
    expect(reliabilityParts(figures)).toEqual([
      { key: 'returns', count: 3 },
      { key: 'onTime', percent: 66 },
      { key: 'upheldClaims', count: 1 },
    ]);
    expect(reliabilityParts({ ...figures, upheldClaims: 0 })).toHaveLength(2);
  });
});
