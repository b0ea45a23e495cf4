import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePriority, priorityLabel, wishlistCounts } from './wishlist';

describe('wishlist priority (spec 001 §3; ADR 0024)', () => {
  it('reads 1 High, 2 Medium, 3 Low', () => {
    expect([1, 2, 3].map(priorityLabel)).toEqual(['High', 'Medium', 'Low']);
  });

  it('treats any other value as Medium', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== 1 && v !== 2 && v !== 3),
        (v) => normalisePriority(v) === 2 && priorityLabel(v) === 'Medium',
      ),
    );
  });

  it('keeps 1, 2 and 3 as they are', () => {
    fc.assert(fc.property(fc.constantFrom(1, 2, 3), (p) => normalisePriority(p) === p));
  });
});

describe('wishlistCounts (spec 001 §2.17 counters)', () => {
  it('counts all items, the available ones and the High ones', () => {
    const item = (priority: number, isAvailable: boolean) => ({ priority, book: { isAvailable } });
    expect(wishlistCounts([item(1, true), item(1, false), item(3, true), item(9, false)])).toEqual({
      total: 4,
      available: 2,
      high: 2,
    });
    expect(wishlistCounts([])).toEqual({ total: 0, available: 0, high: 0 });
  });
});
