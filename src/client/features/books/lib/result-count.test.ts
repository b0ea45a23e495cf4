import { describe, expect, it } from 'vitest';
import { i18n } from '@/client/i18n/i18n';
import { readTotalCount, resultCountText as countText, type ResultTotal } from './result-count';

const resultCountText = (total: ResultTotal) => countText(i18n.getFixedT('en', 'books'), total);

describe("'N books found' (spec 000 §2)", () => {
  it('reads an exact count and a capped one from X-Total-Count', () => {
    expect(readTotalCount('57')).toEqual({ count: 57, capped: false });
    expect(readTotalCount('0')).toEqual({ count: 0, capped: false });
    expect(readTotalCount('1000+')).toEqual({ count: 1000, capped: true });
  });

  it('ignores a missing or malformed header', () => {
    expect(readTotalCount(null)).toBeNull();
    expect(readTotalCount('')).toBeNull();
    expect(readTotalCount('many')).toBeNull();
    expect(readTotalCount('-3')).toBeNull();
  });

  it('says book for one and books otherwise', () => {
    expect(resultCountText({ count: 1, capped: false })).toBe('1 book found');
    expect(resultCountText({ count: 0, capped: false })).toBe('0 books found');
    expect(resultCountText({ count: 20, capped: false })).toBe('20 books found');
  });

  it('groups thousands the Indian way and marks a capped count', () => {
    expect(resultCountText({ count: 999, capped: false })).toBe('999 books found');
    expect(resultCountText({ count: 1000, capped: true })).toBe('1,000+ books found');
    expect(resultCountText({ count: 123456, capped: false })).toBe('1,23,456 books found');
  });
});
