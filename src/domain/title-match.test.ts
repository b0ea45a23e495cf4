import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseTitle, TITLE_MATCH_THRESHOLD, titleSimilarity } from './title-match';

describe('normaliseTitle (ADR 0031)', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(normaliseTitle('Les Misérables!')).toBe(normaliseTitle('les miserables'));
    expect(normaliseTitle("Harry Potter: The Philosopher's Stone")).toBe(
      normaliseTitle('harry potter the philosophers stone'),
    );
  });

  it('fixes the OCR confusions 0/O and 1/l inside words', () => {
    expect(normaliseTitle('THE H0BBIT')).toBe(normaliseTitle('The Hobbit'));
    expect(normaliseTitle('Litt1e Women')).toBe(normaliseTitle('Little Women'));
  });

  it('drops fragments under 3 letters but keeps a title made only of them', () => {
    expect(normaliseTitle('a Tale of Two Cities')).toBe('cities tale two');
    expect(normaliseTitle('It')).toBe('it');
  });

  it('keeps numbers that are not in words', () => {
    expect(normaliseTitle('1984')).toBe('1984');
  });
});

describe('titleSimilarity', () => {
  it('is 1 for the same words in another order', () => {
    expect(titleSimilarity('Pride and Prejudice', 'PREJUDICE AND PRIDE')).toBe(1);
  });

  it('passes the threshold for a small OCR slip and fails it for another book', () => {
    expect(titleSimilarity('The Great Gatsby', 'THE GREAT GATSRY')).toBeGreaterThanOrEqual(
      TITLE_MATCH_THRESHOLD,
    );
    expect(titleSimilarity('The Great Gatsby', 'The Grapes of Wrath')).toBeLessThan(TITLE_MATCH_THRESHOLD);
  });

  it('sits on either side of the threshold at its edge', () => {
    // 10 letters with one edit → 0.9; with two edits → 0.8
    expect(titleSimilarity('abcdefghij', 'abcdefghix')).toBeCloseTo(0.9);
    expect(titleSimilarity('abcdefghij', 'abcdefghxx')).toBeCloseTo(0.8);
    expect(0.9).toBeGreaterThanOrEqual(TITLE_MATCH_THRESHOLD);
    expect(0.8).toBeLessThan(TITLE_MATCH_THRESHOLD);
  });

  it('is symmetric, 1 for equal strings and never above 1 or below 0', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = titleSimilarity(a, b);
        expect(s).toBe(titleSimilarity(b, a));
        expect(s).toBeLessThanOrEqual(1);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(titleSimilarity(a, a)).toBe(1);
      }),
    );
  });
});
