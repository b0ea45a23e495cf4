import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isbnFromBarcode } from './barcode';
import { isbn13, wrongCheck13 } from './isbn-test-helpers';

describe('isbnFromBarcode (spec 000 §8 "Barcode from image")', () => {
  it('answers the ISBN-13 of a book EAN-13', () => {
    expect(isbnFromBarcode('9780306406157')).toBe('9780306406157');
    expect(isbnFromBarcode(' 979-10-90636-07-1 ')).toBe('9791090636071');
  });

  it('ignores an add-on read after the code', () => {
    expect(isbnFromBarcode('9780306406157 51299')).toBe('9780306406157');
  });

  it('refuses a wrong check digit', () => {
    expect(isbnFromBarcode('9780306406158')).toBeNull();
  });

  it('refuses a non-book EAN-13 (a grocery code with a valid check digit)', () => {
    expect(isbnFromBarcode('4006381333931')).toBeNull();
  });

  it('refuses empty, short and non-digit texts', () => {
    for (const t of ['', '978030640615', 'https://example.com', '978030640615X'])
      expect(isbnFromBarcode(t)).toBeNull();
  });

  it('accepts every 978/979 code with its own check digit and refuses every other last digit', () => {
    fc.assert(
      fc.property(isbn13, wrongCheck13, (code, wrong) => {
        expect(isbnFromBarcode(code)).toBe(code);
        expect(isbnFromBarcode(wrong)).toBeNull();
      }),
    );
  });
});
