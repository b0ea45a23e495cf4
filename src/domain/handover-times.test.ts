import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreesAtOnce,
  type HandoverWindow,
  insideWindow,
  minuteText,
  parseMinute,
  slotsFor,
  SLOT_MINUTES,
  windowProblem,
  zonedInstant,
  zonedParts,
} from './handover-times';

const KOLKATA = 'Asia/Kolkata';
const DAY_MS = 24 * 60 * 60_000;

/** A valid window: a weekday and a non-empty range of minutes. */
const windowArb: fc.Arbitrary<HandoverWindow> = fc
  .record({
    weekday: fc.integer({ min: 0, max: 6 }),
    a: fc.integer({ min: 0, max: 1440 }),
    b: fc.integer({ min: 0, max: 1440 }),
  })
  .filter(({ a, b }) => a !== b)
  .map(({ weekday, a, b }) => ({ weekday, fromMinute: Math.min(a, b), toMinute: Math.max(a, b) }));
const windowsArb = fc.array(windowArb, { maxLength: 6 });
const nowArb = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('slotsFor (Asia/Kolkata)', () => {
  it('never yields a slot in the past or beyond 7 days', () => {
    fc.assert(
      fc.property(windowsArb, nowArb, (windows, now) => {
        for (const s of slotsFor(windows, now, { timeZone: KOLKATA })) {
          expect(s.getTime()).toBeGreaterThanOrEqual(now.getTime());
          expect(s.getTime()).toBeLessThan(now.getTime() + 7 * DAY_MS);
        }
      }),
    );
  });

  it('puts every slot, start to end, inside a window in Asia/Kolkata', () => {
    fc.assert(
      fc.property(windowsArb, nowArb, (windows, now) => {
        for (const s of slotsFor(windows, now, { timeZone: KOLKATA })) {
          const p = zonedParts(s, KOLKATA);
          const inside = windows.some(
            (w) =>
              w.weekday === p.weekday && p.minute >= w.fromMinute && p.minute + SLOT_MINUTES <= w.toMinute,
          );
          expect(inside).toBe(true);
          expect(insideWindow(windows, s, KOLKATA)).toBe(true);
        }
      }),
    );
  });

  it('yields at most 8 days × windows × slots per window, sorted and without repeats', () => {
    fc.assert(
      fc.property(windowsArb, nowArb, (windows, now) => {
        const slots = slotsFor(windows, now, { timeZone: KOLKATA });
        const max =
          windows.reduce((n, w) => n + Math.floor((w.toMinute - w.fromMinute) / SLOT_MINUTES), 0) * 2;
        expect(slots.length).toBeLessThanOrEqual(max);
        for (let i = 1; i < slots.length; i += 1)
          expect(slots[i].getTime()).toBeGreaterThan(slots[i - 1].getTime());
      }),
    );
  });

  it('offers every slot of a weekly window once in the 7 days ahead', () => {
    // Monday 2026-11-30 00:00 IST; a Tuesday window 18:00–19:30 gives 18:00, 18:30, 19:00 IST.
    const now = new Date('2026-11-29T18:30:00Z');
    const slots = slotsFor([{ weekday: 2, fromMinute: 18 * 60, toMinute: 19 * 60 + 30 }], now);
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-12-01T12:30:00.000Z',
      '2026-12-01T13:00:00.000Z',
      '2026-12-01T13:30:00.000Z',
    ]);
  });

  it('leaves out the slots of today that have started', () => {
    const now = new Date('2026-12-01T12:45:00Z'); // Tuesday 18:15 IST
    const slots = slotsFor([{ weekday: 2, fromMinute: 18 * 60, toMinute: 19 * 60 + 30 }], now);
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2026-12-01T13:00:00.000Z',
      '2026-12-01T13:30:00.000Z',
      '2026-12-08T12:30:00.000Z', // next Tuesday 18:00, still within 7 days of now
    ]);
  });

  it('takes the zone as a parameter (a zone with daylight saving)', () => {
    fc.assert(
      fc.property(windowsArb, nowArb, (windows, now) => {
        for (const s of slotsFor(windows, now, { timeZone: 'Europe/London' }))
          expect(insideWindow(windows, s, 'Europe/London')).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});

describe('zonedInstant', () => {
  it('turns a Kolkata wall time into its instant and back', () => {
    expect(zonedInstant(2026, 12, 1, 18 * 60, KOLKATA).toISOString()).toBe('2026-12-01T12:30:00.000Z');
    fc.assert(
      fc.property(nowArb, (now) => {
        const p = zonedParts(now, KOLKATA);
        const back = zonedInstant(p.year, p.month, p.day, p.minute, KOLKATA);
        expect(Math.floor(now.getTime() / 60_000) * 60_000).toBe(back.getTime());
      }),
    );
  });
});

describe('windowProblem', () => {
  const w = (weekday: number, fromMinute: number, toMinute: number) => ({ weekday, fromMinute, toMinute });
  it('accepts up to 6 windows and touching ends', () => {
    expect(windowProblem([])).toBeNull();
    expect(windowProblem([w(1, 600, 720), w(1, 720, 780), w(0, 0, 1440)])).toBeNull();
  });
  it('names the first problem', () => {
    expect(windowProblem(Array.from({ length: 7 }, (_, i) => w(i % 7, 60, 120)))).toBe('windowsTooMany');
    expect(windowProblem([w(7, 60, 120)])).toBe('windowDay');
    expect(windowProblem([w(1, -1, 120)])).toBe('windowMinutes');
    expect(windowProblem([w(1, 60, 1441)])).toBe('windowMinutes');
    expect(windowProblem([w(1, 120, 120)])).toBe('windowOrder');
    expect(windowProblem([w(1, 600, 720), w(1, 700, 800)])).toBe('windowOverlap');
  });
  it('never accepts two overlapping windows on one day', () => {
    fc.assert(
      fc.property(windowsArb, (windows) => {
        if (windowProblem(windows) !== null) return;
        for (const a of windows)
          for (const b of windows)
            if (a !== b && a.weekday === b.weekday)
              expect(a.toMinute <= b.fromMinute || b.toMinute <= a.fromMinute).toBe(true);
      }),
    );
  });
});

describe('agreesAtOnce', () => {
  const windows = [{ weekday: 2, fromMinute: 18 * 60, toMinute: 20 * 60 }];
  const now = new Date('2026-11-29T18:30:00Z');
  it('agrees a future time inside a window within 7 days', () => {
    expect(agreesAtOnce(windows, new Date('2026-12-01T12:30:00Z'), now)).toBe(true);
  });
  it('makes a time outside the windows, in the past or after 7 days a proposal', () => {
    expect(agreesAtOnce(windows, new Date('2026-12-01T15:00:00Z'), now)).toBe(false);
    expect(agreesAtOnce(windows, new Date('2026-11-24T12:30:00Z'), now)).toBe(false);
    expect(agreesAtOnce(windows, new Date('2026-12-08T12:30:00Z'), now)).toBe(false);
  });
});

describe('minute text', () => {
  it('reads and writes HH:MM', () => {
    expect(minuteText(18 * 60 + 5)).toBe('18:05');
    expect(minuteText(1440)).toBe('24:00');
    expect(parseMinute('07:30')).toBe(450);
    expect(parseMinute('24:00')).toBe(1440);
    expect(parseMinute('24:01')).toBeNull();
    expect(parseMinute('7.30')).toBeNull();
  });
});
