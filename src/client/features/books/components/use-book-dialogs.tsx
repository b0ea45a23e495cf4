/**
 * The dialogs a list of books opens: `open(book)` shows the details, `edit(book)` the Edit Book dialog,
 * `borrow(book)` / `buy(book)` the Borrow/Buy dialog (card actions); `dialogs` renders them all.
 * `rentDays` makes the details' Borrow Book open the home Rent Book dialog (spec 001 §2.5).
 */
import { useState } from 'react';
import type { RentalDuration } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import { useBorrowBuyDialog } from '@/client/features/rentals';
import { BookDetailsDialog } from './book-details-dialog';
import { BookFormDialog } from './book-form-dialog';

export function useBookDialogs({ rentDays }: { rentDays?: RentalDuration } = {}) {
  const [details, setDetails] = useState<Book | null>(null);
  const [editing, setEditing] = useState<Book | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const transaction = useBorrowBuyDialog();

  const dialogs = (
    <>
      <BookDetailsDialog
        book={details}
        onOpenChange={(open) => !open && setDetails(null)}
        rentDays={rentDays}
      />
      {editing && <BookFormDialog open={editOpen} onOpenChange={setEditOpen} book={editing} />}
      {transaction.element}
    </>
  );
  return {
    open: setDetails,
    edit: (book: Book) => {
      setEditing(book);
      setEditOpen(true);
    },
    borrow: transaction.borrow,
    buy: transaction.buy,
    dialogs,
  };
}
