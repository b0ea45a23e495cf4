import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfPaise } from './pricing';
import {
  DAY_MS,
  daysLate,
  dueState,
  extensionCost,
  isDueSoon,
  isExtensionDays,
  lateFeeAt,
  loanStatusStyle,
  platformShareOfPart,
  settleDeposit,
} from './rentals';

const end = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(end.getTime() + ms);
const paise = fc.integer({ min: 0, max: 10_000_000 });

describe('daysLate', () => {
  it('is 0 up to the end date and the ceiling of the days past it after', () => {
    expect(daysLate(end, at(-DAY_MS))).toBe(0);
    expect(daysLate(end, end)).toBe(0);
    expect(daysLate(end, at(1))).toBe(1);
    expect(daysLate(end, at(DAY_MS))).toBe(1);
    expect(daysLate(end, at(DAY_MS + 1))).toBe(2);
    expect(daysLate(end, at(3.5 * DAY_MS))).toBe(4);
  });
});

describe('lateFeeAt', () => {
  it('charges days late × daily fee and takes the commission on it', () => {
    expect(lateFeeAt({ endDate: end, dailyFeePaise: 1_000 }, at(2.2 * DAY_MS), 5)).toEqual({
      daysLate: 3,
      lateFeePaise: 3_000,
      platformFeePaise: 150,
      lenderEarningPaise: 2_850,
    });
    expect(lateFeeAt({ endDate: end, dailyFeePaise: 1_000 }, end, 5).lateFeePaise).toBe(0);
  });
  it('always splits into platform fee + lender earning', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 100 }),
        (fee, hours, rate) => {
          const f = lateFeeAt({ endDate: end, dailyFeePaise: fee }, at(hours * 3_600_000), rate);
          expect(f.platformFeePaise + f.lenderEarningPaise).toBe(f.lateFeePaise);
          expect(f.lenderEarningPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('settleDeposit', () => {
  it('takes the late fee from the deposit first and refunds the rest', () => {
    expect(settleDeposit(10_000, 3_000)).toEqual({
      outstandingPaise: 3_000,
      appliedPaise: 3_000,
      releasedPaise: 7_000,
      excessPaise: 0,
    });
    expect(settleDeposit(10_000, 0)).toEqual({
      outstandingPaise: 0,
      appliedPaise: 0,
      releasedPaise: 10_000,
      excessPaise: 0,
    });
  });
  it('answers the excess when the fee exceeds the deposit', () => {
    expect(settleDeposit(10_000, 15_000)).toEqual({
      outstandingPaise: 15_000,
      appliedPaise: 10_000,
      releasedPaise: 0,
      excessPaise: 5_000,
    });
  });
  it('counts what was already paid', () => {
    expect(settleDeposit(10_000, 15_000, 5_000)).toEqual({
      outstandingPaise: 10_000,
      appliedPaise: 10_000,
      releasedPaise: 0,
      excessPaise: 0,
    });
    expect(settleDeposit(10_000, 3_000, 3_000).releasedPaise).toBe(10_000);
  });
  it('refuses negative or fractional amounts', () => {
    expect(() => settleDeposit(-1, 0)).toThrow(RangeError);
    expect(() => settleDeposit(100, 0.5)).toThrow(RangeError);
  });
  it('conserves money: applied + released = deposit and applied + excess = outstanding', () => {
    fc.assert(
      fc.property(paise, paise, paise, (deposit, fee, paid) => {
        const s = settleDeposit(deposit, fee, paid);
        expect(s.appliedPaise + s.releasedPaise).toBe(deposit);
        expect(s.appliedPaise + s.excessPaise).toBe(s.outstandingPaise);
        expect(Math.min(s.appliedPaise, s.releasedPaise, s.excessPaise)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('platformShareOfPart', () => {
  it('parts add up to the commission on the whole fee', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        (parts, rate) => {
          let before = 0;
          let sum = 0;
          for (const part of parts) {
            sum += platformShareOfPart(before, part, rate);
            before += part;
          }
          expect(sum).toBe(percentOfPaise(before, rate));
        },
      ),
    );
  });
});

describe('extensionCost', () => {
  it('charges days × daily fee plus the commission; the lender earns the fee', () => {
    expect(extensionCost(1_000, 7, 5, 1_000)).toEqual({
      dailyFeePaise: 1_000,
      totalExtensionFeePaise: 7_000,
      platformCommissionPaise: 350,
      lenderEarningsPaise: 7_000,
      totalPaise: 7_350,
    });
  });
  it('allows 1 to 30 whole days', () => {
    expect([0, 1, 30, 31, 2.5].map(isExtensionDays)).toEqual([false, true, true, false, false]);
    expect(() => extensionCost(1_000, 0, 5, 1_000)).toThrow(RangeError);
    expect(() => extensionCost(1_000, 31, 5, 1_000)).toThrow(RangeError);
  });
});

describe('loan status and due texts (spec 000 §4)', () => {
  it('styles a loan by its due date', () => {
    expect(loanStatusStyle(true, end, at(DAY_MS))).toBe('status-available');
    expect(loanStatusStyle(false, null, end)).toBe('status-borrowed');
    expect(loanStatusStyle(false, end, at(1))).toBe('status-overdue');
    expect(loanStatusStyle(false, end, at(-DAY_MS))).toBe('status-due-soon');
    expect(loanStatusStyle(false, end, at(-DAY_MS - 1))).toBe('status-borrowed');
  });
  it('places the due date (each language words it)', () => {
    expect(dueState(end, at(3 * DAY_MS))).toEqual({ kind: 'overdue', days: 3 });
    expect(dueState(end, at(2 * 3_600_000))).toEqual({ kind: 'overdue', days: 1 });
    expect(dueState(end, end)).toEqual({ kind: 'today', days: 0 });
    expect(dueState(end, at(-5 * 3_600_000))).toEqual({ kind: 'today', days: 0 });
    expect(dueState(end, at(-30 * 3_600_000))).toEqual({ kind: 'tomorrow', days: 1 });
    expect(dueState(end, at(-5 * DAY_MS))).toEqual({ kind: 'inDays', days: 5 });
  });
  it('puts rentals due within a day or overdue in Due Soon', () => {
    expect(isDueSoon(end, at(-DAY_MS))).toBe(true);
    expect(isDueSoon(end, at(5 * DAY_MS))).toBe(true);
    expect(isDueSoon(end, at(-DAY_MS - 1))).toBe(false);
  });
});
