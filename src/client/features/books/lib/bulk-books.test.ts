import { describe, expect, it } from 'vitest';
import { completeBulkBook, needsIsbnLookup, rowErrors, toBookBody, toBulkBook } from './bulk-books';

const found = {
  title: 'Dune',
  author: 'Frank Herbert',
  genre: 'Science Fiction',
  description: '',
  isbn: '',
  imageUrl: '',
  status: 'check' as const,
  readText: 'DUNE FRANK HERBERT',
  crop: null,
};

describe('bulk review rows (spec 000 §3, §9 bulk defaults)', () => {
  it('starts selected with daily fee 10.00, condition Good and an empty ISBN', () => {
    expect(toBulkBook(found)).toMatchObject({
      selected: true,
      dailyFee: '10.00',
      condition: 'Good',
      genre: 'Science Fiction',
      isbn: '',
      sellingPrice: '',
    });
    expect(toBulkBook({ ...found, genre: 'Poetry' }).genre).toBe('Fiction');
  });

  it('takes the ISBN and cover from find-isbn and keeps what the provider read', () => {
    const row = completeBulkBook(toBulkBook(found), {
      isbn: '9780441013593',
      genre: 'Fiction',
      description: 'Spice.',
      imageUrl: 'https://covers.example/dune.jpg',
    });
    expect(row).toMatchObject({
      isbn: '9780441013593',
      imageUrl: 'https://covers.example/dune.jpg',
      genre: 'Science Fiction',
      description: 'Spice.',
    });
    expect(completeBulkBook(toBulkBook(found), null).isbn).toBe('');
  });

  it('looks up the ISBN of matched rows without one only', () => {
    expect(needsIsbnLookup(toBulkBook({ ...found, status: 'matched' }))).toBe(true);
    expect(needsIsbnLookup(toBulkBook({ ...found, status: 'matched', isbn: '9780441013593' }))).toBe(false);
    expect(needsIsbnLookup(toBulkBook(found))).toBe(false);
    expect(needsIsbnLookup(toBulkBook({ ...found, status: 'listed' }))).toBe(false);
  });

  it('names the add-book rules a row breaks', () => {
    const row = { ...toBulkBook(found), isbn: '', dailyFee: '0' };
    expect(rowErrors(row)).toEqual({
      isbn: 'Please enter an ISBN number',
      dailyFee: 'Daily fee must be a positive number',
    });
    expect(rowErrors({ ...row, isbn: '9780441013593', dailyFee: '12.5' })).toEqual({});
    expect(toBookBody({ ...row, isbn: '9780441013593' })).toMatchObject({ title: 'Dune', dailyFee: '0' });
  });
});
