import { describe, expect, it } from 'vitest';
import type { CatalogueBook } from '@/contract/catalogue';
import {
  addRead,
  isRepeat,
  ownIsbns,
  readIsbn,
  removeScanned,
  REPEAT_WINDOW_MS,
  scannedStatus,
  settleLookup,
  toReviewBooks,
  type ScannedBook,
} from './scan-list';

const DUNE = '9780441013593';
const GATSBY = '9780743273565';

const duneRecord: CatalogueBook = {
  isbn13: DUNE,
  title: 'Dune',
  author: 'Frank Herbert',
  description: 'Spice.',
  genre: 'Science Fiction',
  imageUrl: 'https://covers.example/dune.jpg',
  source: 'hubshelf',
};

/** The list after reading each code in turn. */
function readAll(...codes: string[]): ScannedBook[] {
  return codes.reduce<ScannedBook[]>((list, code) => addRead(list, code).list, []);
}

describe("'Scan many' list (spec 000 §2 Scan Barcode dialog; ADR 0031)", () => {
  it('adds a valid ISBN with its lookup pending, at the end', () => {
    const first = addRead([], DUNE);
    expect(first.read).toEqual({ kind: 'added', isbn: DUNE });
    const second = addRead(first.list, GATSBY);
    expect(second.list.map((b) => b.isbn)).toEqual([DUNE, GATSBY]);
    expect(second.list[1]).toEqual({ isbn: GATSBY, lookup: 'pending', book: null });
  });

  it('does not add an ISBN twice and says so, also when typed as ISBN-10 or with hyphens', () => {
    const list = readAll(DUNE);
    expect(addRead(list, DUNE)).toEqual({ list, read: { kind: 'duplicate', isbn: DUNE } });
    expect(addRead(list, '0-441-01359-7').read).toEqual({ kind: 'duplicate', isbn: DUNE });
    expect(addRead(list, '978-0-441-01359-3').list).toHaveLength(1);
  });

  it('refuses a wrong check digit, a non-book EAN-13 and text, naming the code', () => {
    expect(addRead([], '9780441013594')).toEqual({
      list: [],
      read: { kind: 'invalid', code: '9780441013594' },
    });
    expect(addRead([], '4006381333931').read).toEqual({ kind: 'invalid', code: '4006381333931' });
    expect(addRead([], ' hello ').read).toEqual({ kind: 'invalid', code: 'hello' });
    expect(readIsbn('9780441013593 51299')).toBe(DUNE); // a price add-on read with it is ignored
  });

  it('flags a book the member already lists, matching ISBN-10 and ISBN-13', () => {
    const own = ownIsbns([{ isbn: '0441013597' }, { isbn: '' }, { isbn: 'not an isbn' }]);
    expect([...own]).toEqual([DUNE]);
    const [dune, gatsby] = readAll(DUNE, GATSBY);
    expect(scannedStatus(dune!, own)).toBe('listed'); // even before the lookup answers
    expect(scannedStatus(gatsby!, own)).toBe('pending');
  });

  it('marks a catalogue hit matched and an ISBN no catalogue knows (or a failed lookup) to check', () => {
    let list = readAll(DUNE, GATSBY, '9780306406157');
    list = settleLookup(list, DUNE, duneRecord);
    list = settleLookup(list, GATSBY, null);
    list = settleLookup(list, '9780306406157', 'failed');
    expect(list.map((b) => scannedStatus(b, new Set()))).toEqual(['matched', 'check', 'check']);
    expect(list[0]!.book).toEqual(duneRecord);
    // an answer for a removed row changes nothing
    expect(settleLookup(removeScanned(list, DUNE), DUNE, duneRecord).map((b) => b.isbn)).toEqual([
      GATSBY,
      '9780306406157',
    ]);
  });

  it('turns the list into review rows: matched filled, unknown to check, listed unticked', () => {
    let list = readAll(DUNE, GATSBY, '9780306406157');
    list = settleLookup(list, DUNE, duneRecord);
    list = settleLookup(list, GATSBY, null);
    list = settleLookup(list, '9780306406157', { ...duneRecord, isbn13: '9780306406157', genre: null });
    const rows = toReviewBooks(list, new Set(['9780306406157']));
    expect(rows[0]).toMatchObject({
      status: 'matched',
      selected: true,
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: DUNE,
      imageUrl: 'https://covers.example/dune.jpg',
      genre: 'Science Fiction',
      description: 'Spice.',
      dailyFee: '10.00',
      condition: 'Good',
      sellingPrice: '',
    });
    expect(rows[1]).toMatchObject({ status: 'check', selected: true, title: '', author: '', isbn: GATSBY });
    expect(rows[1]!.genre).toBe('Fiction');
    expect(rows[2]).toMatchObject({ status: 'listed', selected: false, title: 'Dune', genre: 'Fiction' });
  });

  it('takes the same code seen again by the camera within the window as one read', () => {
    const seen = new Map<string, number>();
    expect(isRepeat(seen, DUNE, 1000)).toBe(false);
    expect(isRepeat(seen, DUNE, 1300)).toBe(true);
    // held in front of the camera, it stays one read
    expect(isRepeat(seen, DUNE, 1300 + REPEAT_WINDOW_MS - 1)).toBe(true);
    expect(isRepeat(seen, GATSBY, 1400)).toBe(false);
    // shown again after a pause, it is a new read (and then a duplicate in the list)
    expect(isRepeat(seen, DUNE, 10_000)).toBe(false);
  });
});
