import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueMilestones, extendPeriod, isCommissionFree } from './commission-free';

const DAY_MS = 86_400_000;
const settings = { upload10Reward: 10, upload20Reward: 20, upload30Reward: 60 };
const instant = fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 });

describe('upload milestones', () => {
  it('grants 10, 20 and 60 days at 10, 20 and 30 books, once each', () => {
    expect(dueMilestones(9, [], settings)).toEqual([]);
    expect(dueMilestones(10, [], settings)).toEqual([{ source: 'upload_10', days: 10 }]);
    expect(dueMilestones(10, ['upload_10'], settings)).toEqual([]);
    expect(dueMilestones(31, ['upload_10'], settings)).toEqual([
      { source: 'upload_20', days: 20 },
      { source: 'upload_30', days: 60 },
    ]);
  });

  it('leaves out a milestone set to 0 days', () => {
    expect(dueMilestones(10, [], { ...settings, upload10Reward: 0 })).toEqual([]);
  });
});

describe('commission-free periods', () => {
  it('a grant never shortens a period and adds exactly its days', () => {
    fc.assert(
      fc.property(fc.option(instant), instant, fc.integer({ min: 1, max: 365 }), (end, now, days) => {
        const current = end === null ? null : new Date(end);
        const p = extendPeriod(current, new Date(now), days);
        expect(p.endsAt.getTime()).toBeGreaterThanOrEqual(Math.max(now, end ?? 0));
        expect(p.endsAt.getTime() - p.startsAt.getTime()).toBe(days * DAY_MS);
        expect(p.startsAt.getTime()).toBe(Math.max(now, end ?? 0));
      }),
    );
  });

  it('periods add up: two grants at once last their sum', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const first = extendPeriod(null, now, 10);
    const second = extendPeriod(first.endsAt, now, 20);
    expect(second.endsAt.toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });

  it('is commission-free only before the end', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isCommissionFree(null, now)).toBe(false);
    expect(isCommissionFree(now, now)).toBe(false);
    expect(isCommissionFree(new Date(now.getTime() + 1), now)).toBe(true);
  });

  it('refuses a grant of no days', () => {
    expect(() => extendPeriod(null, new Date(), 0)).toThrow(RangeError);
  });
});
