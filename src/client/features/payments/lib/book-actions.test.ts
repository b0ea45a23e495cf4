import { describe, expect, it } from 'vitest';
import { bookActions } from './book-actions';
import { isChangedByTransaction } from './refresh-after-transaction';

describe('bookActions', () => {
  const book = { ownerId: 1, isAvailable: true, sellingPrice: 250 };

  it('gives the owner no transaction actions', () => {
    expect(bookActions(book, 1)).toEqual({ owned: true, canBorrow: false, forSale: true, canBuy: false });
  });

  it('lets a neighbour borrow and buy an available book for sale', () => {
    expect(bookActions(book, 2)).toEqual({ owned: false, canBorrow: true, forSale: true, canBuy: true });
  });

  it('lets nobody borrow or buy a lent-out book, and buy only a book priced above 0', () => {
    expect(bookActions({ ...book, isAvailable: false }, 2)).toMatchObject({
      canBorrow: false,
      canBuy: false,
    });
    expect(bookActions({ ...book, sellingPrice: 0 }, 2)).toMatchObject({
      forSale: false,
      canBuy: false,
      canBorrow: true,
    });
    expect(bookActions({ ...book, sellingPrice: null }, 2)).toMatchObject({ forSale: false, canBuy: false });
  });
});

describe('isChangedByTransaction', () => {
  it('covers books, browse, rentals, purchases and credits, not unrelated lists', () => {
    for (const key of [
      '/api/books',
      '/api/books/browse',
      '/api/books/sold',
      '/api/rentals/borrowed',
      '/api/user/credits',
    ])
      expect(isChangedByTransaction([key, 1])).toBe(true);
    for (const key of ['/api/societies/my', '/api/auth/me', '/api/bookshelf', 42])
      expect(isChangedByTransaction([key])).toBe(false);
  });
});

describe('a book held for a member (ADR 0025)', () => {
  const held = {
    ownerId: 1,
    isAvailable: true,
    sellingPrice: 200,
    reservedUntil: '2026-11-25T12:00:00.000Z',
  };
  it('is offered to its holder only', () => {
    expect(bookActions({ ...held, reservedForYou: true }, 2)).toMatchObject({
      canBorrow: true,
      canBuy: true,
    });
    expect(bookActions({ ...held, reservedForYou: false }, 3)).toMatchObject({
      canBorrow: false,
      canBuy: false,
    });
  });
});
