import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canBuy,
  BOOK_CONDITIONS,
  BOOK_GENRES,
  BROWSE_GENRES,
  cleanIsbn,
  genreFromCategories,
  isIsbnLookupReady,
  isValidIsbn,
  isValidIsbn10,
  isValidIsbn13,
  storedConditionsFor,
  toIsbn10,
  toIsbn13,
} from './books';
import { isbn10, isbn13 } from './isbn-test-helpers';

describe('genre and condition lists (spec 000 §2, §9)', () => {
  it('has 15 browse genres from Fiction through Art and 12 add-book genres among them', () => {
    expect(BROWSE_GENRES).toHaveLength(15);
    expect(BROWSE_GENRES[0]).toBe('Fiction');
    expect(BROWSE_GENRES[14]).toBe('Art');
    expect(BOOK_GENRES).toHaveLength(12);
    expect(BROWSE_GENRES.slice(0, 12)).toEqual([...BOOK_GENRES]);
  });

  it('has the five add-book conditions', () => {
    expect(BOOK_CONDITIONS).toEqual(['Excellent', 'Very Good', 'Good', 'Fair', 'Poor']);
  });

  it('maps the filter words onto stored conditions', () => {
    expect(storedConditionsFor(['New', 'Like New'])).toEqual(['Excellent', 'Very Good']);
    expect(storedConditionsFor(['Good', 'Fair', 'Poor'])).toEqual(['Good', 'Fair', 'Poor']);
    expect(storedConditionsFor(['New', 'Excellent'])).toEqual(['Excellent']);
    expect(storedConditionsFor([])).toEqual([]);
  });
});

describe('ISBN (spec 000 §5)', () => {
  it('accepts real ISBN-10s and ISBN-13s, with or without hyphens and spaces', () => {
    expect(isValidIsbn('0306406152')).toBe(true);
    expect(isValidIsbn('0-306-40615-2')).toBe(true);
    expect(isValidIsbn('978 0 306 40615 7')).toBe(true);
    expect(isValidIsbn('080442957X')).toBe(true);
    expect(isValidIsbn('080442957x')).toBe(true);
    expect(isValidIsbn('9791032300824')).toBe(true);
  });

  it('refuses wrong lengths, letters and wrong check digits', () => {
    for (const s of [
      '',
      '12345',
      '030640615',
      '03064061521',
      '9780306406158',
      '0306406153',
      'ABCDEFGHIJ',
      '97803064061X7',
      '1234567890123',
      'X306406152',
    ]) {
      expect(isValidIsbn(s), s).toBe(false);
    }
  });

  it('converts ISBN-10 to ISBN-13 with a recomputed check digit', () => {
    expect(toIsbn13('0306406152')).toBe('9780306406157');
    expect(toIsbn13('0-14-303965-2')).toBe('9780143039655');
    expect(toIsbn13('080442957X')).toBe('9780804429573');
    expect(toIsbn13('9780306406157')).toBe('9780306406157');
    expect(toIsbn13('0306406153')).toBeNull();
  });

  it('converts 978 ISBN-13s back to ISBN-10 (979 has none)', () => {
    expect(toIsbn10('9780804429573')).toBe('080442957X');
    expect(toIsbn10('9791032300824')).toBeNull();
  });

  it('every ISBN-10 maps to a valid 978 ISBN-13 that maps back to it', () => {
    fc.assert(
      fc.property(isbn10, (s) => {
        const thirteen = toIsbn13(s)!;
        expect(isValidIsbn13(thirteen)).toBe(true);
        expect(thirteen.startsWith('978')).toBe(true);
        expect(thirteen.slice(3, 12)).toBe(s.slice(0, 9));
        expect(toIsbn10(thirteen)).toBe(s);
      }),
    );
  });

  it('every valid ISBN-13 is its own normal form', () => {
    fc.assert(
      fc.property(isbn13, (s) => {
        expect(toIsbn13(s)).toBe(s);
      }),
    );
  });

  it('changing one digit of a valid ISBN makes it invalid (check digits catch single-digit typos)', () => {
    fc.assert(
      fc.property(fc.oneof(isbn10, isbn13), fc.nat(), fc.integer({ min: 1, max: 9 }), (s, at, delta) => {
        const i = at % s.length;
        if (s[i] === 'X') return;
        const changed = s.slice(0, i) + ((Number(s[i]) + delta) % 10) + s.slice(i + 1);
        expect(isValidIsbn(changed)).toBe(false);
      }),
    );
  });

  it('is lookup-ready at 10 or 13 characters, whatever the check digit', () => {
    expect(isIsbnLookupReady('0306406153')).toBe(true);
    expect(isIsbnLookupReady('978-0-306-40615-7')).toBe(true);
    expect(isIsbnLookupReady('97803064061')).toBe(false);
    expect(cleanIsbn(' 0-306 40615-x ')).toBe('030640615X');
    expect(isValidIsbn10('0306406152') && !isValidIsbn13('0306406152')).toBe(true);
  });
});

describe('genreFromCategories', () => {
  it('fits catalogue categories to a browse genre, or null', () => {
    expect(genreFromCategories(['Fiction'])).toBe('Fiction');
    expect(genreFromCategories(['Fiction / Science Fiction / General'])).toBe('Science Fiction');
    expect(genreFromCategories(['Juvenile Fiction'])).toBe('Children');
    expect(genreFromCategories(['Juvenile Nonfiction'])).toBe('Children');
    expect(genreFromCategories(['Nonfiction'])).toBe('Non-Fiction');
    expect(genreFromCategories(['non fiction'])).toBe('Non-Fiction');
    expect(genreFromCategories(['Business & Economics'])).toBe('Business');
    expect(genreFromCategories(['Biography & Autobiography'])).toBe('Biography');
    expect(genreFromCategories(['Mathematicians'])).toBe('Science');
    expect(genreFromCategories(['Computers / Programming'])).toBe('Technology');
    expect(genreFromCategories(['Cheradenine Zakalwe', 'Fiction'])).toBe('Fiction');
    expect(genreFromCategories(['Zzz'])).toBeNull();
    expect(genreFromCategories([])).toBeNull();
  });
});

describe('canBuy (spec 000 §5: Buy only with a selling price above 0)', () => {
  it('is true for a positive price and false for none or zero', () => {
    expect(canBuy({ sellingPrice: 250 })).toBe(true);
    expect(canBuy({ sellingPrice: 0.5 })).toBe(true);
    expect(canBuy({ sellingPrice: 0 })).toBe(false);
    expect(canBuy({ sellingPrice: null })).toBe(false);
  });
});
