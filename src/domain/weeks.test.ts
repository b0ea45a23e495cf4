import { describe, expect, it } from 'vitest';
import { istDate, istWeekStart, lastIstWeeks } from './weeks';

describe('IST weeks', () => {
  it('a Sunday 23:59 IST belongs to the week that began the Monday before', () => {
    // Sunday 2026-11-22 23:59 IST = 18:29 UTC
    const start = istWeekStart(new Date('2026-11-22T18:29:00Z'));
    expect(start.toISOString()).toBe('2026-11-15T18:30:00.000Z'); // Monday 16 Nov 00:00 IST
    expect(istDate(start)).toBe('2026-11-16');
  });

  it('Monday 00:00 IST (Sunday 18:30 UTC) starts a new week', () => {
    expect(istDate(istWeekStart(new Date('2026-11-22T18:30:00Z')))).toBe('2026-11-23');
  });

  it('lists 12 Mondays, oldest first, the current week last', () => {
    const weeks = lastIstWeeks(new Date('2026-11-24T03:00:00Z'), 12);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)!.monday).toBe('2026-11-23');
    expect(weeks[0]!.monday).toBe('2026-09-07');
    for (const w of weeks) expect(new Date(`${w.monday}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});
