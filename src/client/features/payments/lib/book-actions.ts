/**
 * Which transaction actions a member gets for a book (spec 000 §2 "Shared book card", "Book Details
 * dialog", §6; 001 §2.4, §6): owners get none (they have Edit); others may borrow an available book and
 * buy an available book with a selling price above 0. An unavailable book reads 'Currently Unavailable';
 * a book without a price reads 'Not for Sale'. A book held for another member counts as unavailable
 * (docs/decisions/0025-availability-alerts-hold-queue.md). The server enforces the same rules.
 */
import type { Book } from '@/contract/books';
import { availableToViewer } from '@/domain/holds';
import { canBuy } from '@/domain/books';

export interface BookActions {
  owned: boolean;
  canBorrow: boolean;
  /** the book has a selling price above 0 */
  forSale: boolean;
  canBuy: boolean;
}

export function bookActions(
  book: Pick<Book, 'ownerId' | 'isAvailable' | 'sellingPrice'> &
    Partial<Pick<Book, 'reservedUntil' | 'reservedForYou'>>,
  viewerId: number,
): BookActions {
  const owned = book.ownerId === viewerId;
  const forSale = canBuy(book);
  const available = availableToViewer({
    isAvailable: book.isAvailable,
    reservedUntil: book.reservedUntil ?? null,
    reservedForYou: book.reservedForYou ?? false,
  });
  return {
    owned,
    canBorrow: !owned && available,
    forSale,
    canBuy: !owned && available && forSale,
  };
}
