import { describe, expect, it } from 'vitest';
import { formatTotalCount, parseTotalCount, TOTAL_COUNT_CAP } from './books';

describe('X-Total-Count (docs/decisions/0013-browse-count-and-paging-headers.md)', () => {
  it('writes an exact count as digits and a capped one as "1000+"', () => {
    expect(formatTotalCount({ count: 0, capped: false })).toBe('0');
    expect(formatTotalCount({ count: 42, capped: false })).toBe('42');
    expect(formatTotalCount({ count: TOTAL_COUNT_CAP, capped: true })).toBe('1000+');
  });

  it('reads what it writes', () => {
    for (const total of [
      { count: 0, capped: false },
      { count: 1000, capped: false },
      { count: 1000, capped: true },
    ])
      expect(parseTotalCount(formatTotalCount(total))).toEqual(total);
  });

  it('refuses a missing or malformed header', () => {
    expect(() => parseTotalCount(null)).toThrow('Not a total count: null');
    expect(() => parseTotalCount('many')).toThrow('Not a total count: "many"');
    expect(() => parseTotalCount('-1')).toThrow('Not a total count: "-1"');
  });
});
