import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit, toIsbn10, toIsbn13 } from './books';
import {
  cleanCell,
  FORMAT_COLUMNS,
  givenNameFirst,
  isIsbnList,
  isOwnedRow,
  readImportRow,
  readIsbn,
  readIsbnList,
  recogniseHeader,
  sameBookKey,
} from './imports-formats';
import { isbn10, isbn13, spaced, wrongCheck13 } from './isbn-test-helpers';

describe('ISBN cells (ADR 0051)', () => {
  it('converts an ISBN-10 to the ISBN-13 that converts back (round trip, check digits valid)', () => {
    fc.assert(
      fc.property(isbn10, (s) => {
        const thirteen = readIsbn(s).isbn13!;
        expect(thirteen).toMatch(/^978\d{10}$/);
        expect(isbn13CheckDigit(thirteen.slice(0, 12))).toBe(thirteen[12]);
        expect(toIsbn10(thirteen)).toBe(s);
      }),
    );
    fc.assert(
      fc.property(
        isbn13.filter((s) => s.startsWith('978')),
        (s) => {
          expect(toIsbn13(toIsbn10(s)!)).toBe(s);
        },
      ),
    );
  });

  it('reads a valid ISBN with hyphens, spaces and the Goodreads ="…" wrapper', () => {
    fc.assert(
      fc.property(
        isbn13.chain((s) => spaced(s).map((w) => [s, w] as const)),
        ([s, written]) => {
          expect(readIsbn(`="${written}"`)).toEqual({ isbn13: s, problem: null });
          expect(readIsbn(written)).toEqual({ isbn13: s, problem: null });
        },
      ),
    );
  });

  it('marks a wrong check digit and never fixes it', () => {
    fc.assert(
      fc.property(wrongCheck13, (s) => {
        expect(readIsbn(s)).toEqual({ isbn13: null, problem: 'bad_check_digit' });
      }),
    );
    expect(readIsbn('0306406153')).toEqual({ isbn13: null, problem: 'bad_check_digit' });
  });

  it('marks garbage as not an ISBN and an empty cell as nothing', () => {
    expect(readIsbn('hello')).toEqual({ isbn13: null, problem: 'not_an_isbn' });
    expect(readIsbn('B00K3J4M2A')).toEqual({ isbn13: null, problem: 'not_an_isbn' });
    expect(readIsbn('12345')).toEqual({ isbn13: null, problem: 'not_an_isbn' });
    expect(readIsbn('=""')).toEqual({ isbn13: null, problem: null });
    expect(readIsbn('')).toEqual({ isbn13: null, problem: null });
  });

  it('unwraps ="…" cells whatever they hold', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() === s && !s.includes('"')),
        (s) => {
          expect(cleanCell(`="${s}"`)).toBe(s);
          expect(cleanCell(` ${s} `)).toBe(s);
        },
      ),
    );
  });

  it('takes the first valid ISBN of a LibraryThing list', () => {
    expect(readIsbnList('[0306406153, 0-306-40615-2]')).toEqual({ isbn13: '9780306406157', problem: null });
    expect(readIsbnList('0306406153')).toEqual({ isbn13: null, problem: 'bad_check_digit' });
    expect(readIsbnList('')).toEqual({ isbn13: null, problem: null });
  });
});

describe('header recognition (ADR 0051)', () => {
  const extra = fc.array(
    fc.constantFrom('Book Id', 'My Rating', 'Publisher', 'Tags', 'Review', 'Date Added'),
  );
  it.each([
    ['goodreads', FORMAT_COLUMNS.goodreads],
    ['storygraph', FORMAT_COLUMNS.storygraph],
    ['librarything', FORMAT_COLUMNS.librarything],
  ] as const)('recognises %s whatever the order and the other columns', (format, columns) => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...columns, ...['Binding']], { minLength: columns.length + 1 }),
        extra,
        (cols, more) => {
          const header = [...cols, ...more];
          if (columns.every((c) => header.includes(c))) expect(recogniseHeader(header)).toBe(format);
        },
      ),
    );
    expect(recogniseHeader([`\uFEFF${columns[0]}`, ...columns.slice(1)])).toBe(format);
  });

  it('recognises nothing when a required column is missing', () => {
    expect(recogniseHeader(['Title', 'Author', 'ISBN'])).toBeNull();
    expect(recogniseHeader(['name', 'email'])).toBeNull();
  });

  it('takes a list of ISBNs when most lines are ISBNs', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(isbn10, isbn13, wrongCheck13), { minLength: 1 }), (list) => {
        expect(isIsbnList(list)).toBe(true);
      }),
    );
    expect(isIsbnList(['978-0-306-40615-7', '', 'not one', '0 306 40615 2'])).toBe(true);
    expect(isIsbnList(['hello', 'world', '9780306406157'])).toBe(false);
    expect(isIsbnList([])).toBe(false);
  });
});

describe('rows and the owned-rows rule (ADR 0051)', () => {
  const shelf = fc.constantFrom('read', 'currently-reading', 'to-read', 'did-not-finish', 'favourites');
  it('owns a Goodreads row with copies or read / currently-reading, never a to-read one', () => {
    fc.assert(
      fc.property(shelf, fc.integer({ min: 0, max: 3 }), (s, copies) => {
        const owned = isOwnedRow('goodreads', s, { 'Owned Copies': String(copies) });
        expect(owned).toBe(s !== 'to-read' && (copies > 0 || s === 'read' || s === 'currently-reading'));
      }),
    );
  });

  it('owns a StoryGraph row marked Owned? yes or read, never a to-read one', () => {
    fc.assert(
      fc.property(shelf, fc.constantFrom('Yes', 'yes', 'No', ''), (s, flag) => {
        const owned = isOwnedRow('storygraph', s, { 'Owned?': flag });
        expect(owned).toBe(s !== 'to-read' && (flag.toLowerCase() === 'yes' || s === 'read'));
      }),
    );
  });

  it('owns every LibraryThing and ISBN-list row', () => {
    expect(isOwnedRow('librarything', '', {})).toBe(true);
    expect(isOwnedRow('isbn_list', '', {})).toBe(true);
  });

  it('reads a Goodreads row from its ="…" cells', () => {
    const row = readImportRow('goodreads', {
      Title: 'The Hobbit',
      Author: 'J.R.R. Tolkien',
      ISBN: '="0618260307"',
      ISBN13: '="9780618260300"',
      'Exclusive Shelf': 'Read',
      'Owned Copies': '0',
    });
    expect(row).toEqual({
      title: 'The Hobbit',
      author: 'J.R.R. Tolkien',
      isbn13: '9780618260300',
      isbnProblem: null,
      shelf: 'read',
      owned: true,
    });
  });

  it('reads LibraryThing authors as "Given Surname"', () => {
    expect(givenNameFirst('Narayan, R. K.')).toBe('R. K. Narayan');
    expect(givenNameFirst('Homer')).toBe('Homer');
    const row = readImportRow('librarything', {
      Title: 'Swami',
      'Primary Author': 'Narayan, R.K.',
      ISBNs: '',
    });
    expect(row.author).toBe('R.K. Narayan');
    expect(row.owned).toBe(true);
  });

  it('keys the same book the same whatever the case, punctuation and word order', () => {
    expect(sameBookKey('The Guide!', 'R. K. Narayan')).toBe(sameBookKey('the guide', 'Narayan, R.K.'));
    expect(sameBookKey('The Guide', 'R. K. Narayan')).not.toBe(sameBookKey('Swami', 'R. K. Narayan'));
  });
});
