import { describe, expect, it } from 'vitest';
import type { ImportRowView } from '@/contract/imports';
import { applyDefaults, commitBody, toImportBook, visibleRows } from './import-rows';

const row = (over: Partial<ImportRowView>): ImportRowView => ({
  rowNo: 1,
  title: 'The Guide',
  author: 'R. K. Narayan',
  isbn13: '9780143039648',
  isbnProblem: null,
  shelf: 'read',
  owned: true,
  status: 'matched',
  match: null,
  alternatives: [],
  bookId: null,
  error: null,
  ...over,
});

describe('import review rows (ADR 0051)', () => {
  it('takes a matched row’s details from the match, mapping its genre to an add-book genre', () => {
    const book = toImportBook(
      row({
        title: 'guide',
        match: {
          isbn13: '9780143039648',
          title: 'The Guide',
          author: 'R. K. Narayan',
          genre: 'Biography',
          description: 'A guide',
          imageUrl: 'https://covers.example/guide.jpg',
        },
      }),
    );
    expect(book).toMatchObject({
      title: 'The Guide',
      isbn: '9780143039648',
      genre: 'Biography',
      description: 'A guide',
      dailyFee: '10.00',
      condition: 'Good',
      sellingPrice: '',
      selected: true,
    });
  });

  it('never offers to-read rows, shows unowned ones only on request, and hides rows already added', () => {
    const books = [
      row({ rowNo: 1 }),
      row({ rowNo: 2, owned: false, shelf: 'favourites' }),
      row({ rowNo: 3, owned: false, shelf: 'to-read' }),
      row({ rowNo: 4, bookId: 12 }),
    ].map(toImportBook);
    expect(visibleRows(books, false).map((b) => b.rowNo)).toEqual([1]);
    expect(visibleRows(books, true).map((b) => b.rowNo)).toEqual([1, 2]);
    expect(books.map((b) => b.selected)).toEqual([true, false, false, false]);
  });

  it('applies defaults to the given rows only, and commits the ticked rows', () => {
    const books = [row({ rowNo: 1 }), row({ rowNo: 2 })].map(toImportBook);
    const applied = applyDefaults(books, new Set([2]), {
      dailyFee: '20',
      condition: 'Fair',
      sellingPrice: '99',
    });
    expect(applied.map((b) => [b.dailyFee, b.condition, b.sellingPrice])).toEqual([
      ['10.00', 'Good', ''],
      ['20', 'Fair', '99'],
    ]);
    const body = commitBody([applied[0]!, { ...applied[1]!, selected: false }]);
    expect(body.rows.map((r) => r.rowNo)).toEqual([1]);
  });
});
