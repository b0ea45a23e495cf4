/**
 * fast-check arbitraries of ISBNs shared by the domain's property tests (books, import formats, barcodes,
 * the contact guard): one home, so every test draws ISBNs the same way. Check digits come from the domain's
 * own `isbn10CheckDigit` / `isbn13CheckDigit` (ISO 2108).
 */
import fc from 'fast-check';
import { isbn10CheckDigit, isbn13CheckDigit } from './books';

/** A string of exactly `n` decimal digits. */
export const digits = (n: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Any valid ISBN-10 (nine digits plus its check character, 0-9 or X). */
export const isbn10: fc.Arbitrary<string> = digits(9).map((d) => d + isbn10CheckDigit(d));

/** Any valid ISBN-13 (978 or 979, nine digits, check digit), digits only. */
export const isbn13: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('978', '979'), digits(9))
  .map(([p, d]) => p + d)
  .map((d) => d + isbn13CheckDigit(d));

/** A valid ISBN-13 with its check digit replaced by a wrong one. */
export const wrongCheck13: fc.Arbitrary<string> = isbn13.chain((s) =>
  fc.integer({ min: 1, max: 9 }).map((k) => s.slice(0, 12) + String((Number(s[12]) + k) % 10)),
);

/** Hyphens and spaces put between the characters of the ISBN `s` (some, none or all gaps). */
export const spaced = (s: string): fc.Arbitrary<string> =>
  fc
    .array(fc.constantFrom('', '', '-', ' '), { minLength: s.length, maxLength: s.length })
    .map((seps) => [...s].map((c, i) => (i === 0 ? c : seps[i] + c)).join(''));

/**
 * A valid ISBN-13 as people write it in a message: whole, or in its five groups (prefix, 2, 3, 4 digits,
 * check) joined by dashes or spaces, with or without a leading `ISBN `.
 */
export const writtenIsbn13: fc.Arbitrary<string> = fc
  .tuple(isbn13, fc.constantFrom('', '-', ' '), fc.boolean())
  .map(([s, sep, prefixed]) => {
    const text = [s.slice(0, 3), s.slice(3, 5), s.slice(5, 8), s.slice(8, 12), s[12]].join(sep);
    return prefixed ? `ISBN ${text}` : text;
  });
