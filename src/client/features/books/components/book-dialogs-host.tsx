/**
 * The dialogs a list of books opens, as one code-split module (ADR 0018): the Book Details dialog, the
 * Edit Book dialog and the Borrow/Buy dialog, with the forms, selects and pricing code they bring. A
 * page with cards loads this module only when the browser is idle after the first screen or when a card
 * is first opened (`useBookDialogs`), so none of it delays the first screen.
 */
import { useEffect } from 'react';
import type { RentalDuration } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import { useBorrowBuyDialog } from '@/client/features/payments';
import { BookDetailsDialog } from './book-details-dialog';
import { BookFormDialog } from './book-form-dialog';

/** A Borrow or Buy request from a card; `seq` tells two requests for the same book apart. */
export interface TransactionRequest {
  book: Book;
  type: 'borrow' | 'buy';
  seq: number;
}

export interface BookDialogsHostProps {
  details: Book | null;
  onCloseDetails: () => void;
  editing: Book | null;
  editOpen: boolean;
  onEditOpenChange: (open: boolean) => void;
  transaction: TransactionRequest | null;
  rentDays?: RentalDuration;
}

export default function BookDialogsHost({
  details,
  onCloseDetails,
  editing,
  editOpen,
  onEditOpenChange,
  transaction,
  rentDays,
}: BookDialogsHostProps) {
  const borrowBuy = useBorrowBuyDialog();
  const { borrow, buy } = borrowBuy;
  useEffect(() => {
    if (!transaction) return;
    if (transaction.type === 'borrow') borrow(transaction.book);
    else buy(transaction.book);
    // Each request (a new `seq`) opens the dialog once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transaction]);

  return (
    <>
      <BookDetailsDialog
        book={details}
        onOpenChange={(open) => !open && onCloseDetails()}
        rentDays={rentDays}
      />
      {editing && <BookFormDialog open={editOpen} onOpenChange={onEditOpenChange} book={editing} />}
      {borrowBuy.element}
    </>
  );
}
