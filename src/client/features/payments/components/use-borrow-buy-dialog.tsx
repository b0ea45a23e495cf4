/**
 * One Borrow/Buy dialog for a list of books (spec 000 §2 "card actions open the Borrow/Buy dialog"):
 * `borrow(book)` and `buy(book)` open it with that type chosen; render `element` outside the cards, so
 * clicks in the dialog never reach a card. `rent(book)` opens the home Rent Book variant (7 days,
 * spec 001 §2.5; fewer when the max rental days is lower, ADR 0022).
 */
import { useState } from 'react';
import { RENT_DIALOG_DURATION_DAYS } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import type { TransactionType } from '../lib/borrow-buy-form';
import { BorrowBuyDialog } from './borrow-buy-dialog';

interface Target {
  book: Book;
  type: TransactionType;
  fixedDuration?: number;
}

export function useBorrowBuyDialog({ onCompleted }: { onCompleted?: () => void } = {}) {
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: Target) => {
    setTarget(next);
    setOpen(true);
  };

  return {
    borrow: (book: Book) => show({ book, type: 'borrow' }),
    buy: (book: Book) => show({ book, type: 'buy' }),
    rent: (book: Book, days: number = RENT_DIALOG_DURATION_DAYS) =>
      show({ book, type: 'borrow', fixedDuration: days }),
    element: (
      <BorrowBuyDialog
        book={target?.book ?? null}
        open={open}
        onOpenChange={setOpen}
        initialType={target?.type}
        fixedDuration={target?.fixedDuration}
        onCompleted={onCompleted}
      />
    ),
  };
}
