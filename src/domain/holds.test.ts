/** The holds queue's pure rules (docs/decisions/0025-availability-alerts-hold-queue.md). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  alertRefusal,
  HOLD_MS,
  holdEndsAt,
  holdTimeText,
  nextHolder,
  queueOrder,
  queuePosition,
  type QueueEntry,
} from './holds';

const entry = fc.record({
  userId: fc.integer({ min: 1, max: 50 }),
  status: fc.constantFrom('waiting' as const, 'held' as const),
  createdAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
  id: fc.integer({ min: 1, max: 1_000_000 }),
});
/** a queue as the database allows it: one open alert per member, at most one hold */
const queue = fc
  .uniqueArray(entry, { selector: (e) => e.userId, maxLength: 12 })
  .map((es) => es.map((e, i) => ({ ...e, id: i + 1, status: i === 0 ? e.status : ('waiting' as const) })));

describe('queue order and position', () => {
  it('puts the holder first, then the waiting members by the time they set the alert', () => {
    fc.assert(
      fc.property(queue, (q) => {
        const ordered = queueOrder(q);
        const held = q.filter((e) => e.status === 'held');
        expect(ordered.slice(0, held.length)).toEqual(held);
        const waiting = ordered.slice(held.length);
        for (let i = 1; i < waiting.length; i += 1)
          expect(waiting[i - 1].createdAt.getTime()).toBeLessThanOrEqual(waiting[i].createdAt.getTime());
      }),
    );
  });

  it('numbers the members 1..n in that order, and null for a member not in line', () => {
    fc.assert(
      fc.property(queue, (q) => {
        const ordered = queueOrder(q);
        ordered.forEach((e, i) => expect(queuePosition(q, e.userId)).toBe(i + 1));
        expect(queuePosition(q, 999)).toBeNull();
      }),
    );
  });

  it('breaks a tie of equal times by the earlier alert', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    const q: QueueEntry[] = [
      { userId: 7, status: 'waiting', createdAt: at, id: 2 },
      { userId: 9, status: 'waiting', createdAt: at, id: 1 },
    ];
    expect(queuePosition(q, 9)).toBe(1);
    expect(queuePosition(q, 7)).toBe(2);
  });
});

describe('the next holder', () => {
  it('is the first waiting member who still sees the book, never the current holder', () => {
    fc.assert(
      fc.property(queue, fc.func(fc.boolean()), (q, sees) => {
        const next = nextHolder(q, (e) => sees(e.userId));
        const candidates = queueOrder(q).filter((e) => e.status === 'waiting' && sees(e.userId));
        expect(next).toEqual(candidates[0] ?? null);
      }),
    );
  });

  it('is nobody in an empty queue', () => {
    expect(nextHolder([], () => true)).toBeNull();
  });
});

describe('who may set an alert', () => {
  it('never the owner; others only while the book is lent or held for someone else', () => {
    const base = { ownerId: 1, callerId: 2 };
    expect(alertRefusal({ ...base, callerId: 1, isAvailable: false, heldFor: null })).toBe('own_book');
    expect(alertRefusal({ ...base, isAvailable: false, heldFor: null })).toBeNull();
    expect(alertRefusal({ ...base, isAvailable: true, heldFor: 3 })).toBeNull();
    expect(alertRefusal({ ...base, isAvailable: true, heldFor: 2 })).toBe('available');
    expect(alertRefusal({ ...base, isAvailable: true, heldFor: null })).toBe('available');
  });
});

describe('the hold', () => {
  it('lasts 24 hours', () => {
    expect(HOLD_MS).toBe(86_400_000);
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }), (d) => {
        expect(holdEndsAt(d).getTime() - d.getTime()).toBe(HOLD_MS);
      }),
    );
  });

  it('reads its end in India time', () => {
    expect(holdTimeText(new Date('2026-11-24T12:00:00Z'))).toBe('24 Nov 2026, 5:30 pm IST');
  });
});
