/**
 * The Book Details and Edit Book dialogs a list of books opens: `open(book)` shows the details,
 * `edit(book)` the Edit Book dialog; `dialogs` renders both.
 */
import { useState } from 'react';
import type { Book } from '@/contract/books';
import { BookDetailsDialog } from './book-details-dialog';
import { BookFormDialog } from './book-form-dialog';

export function useBookDialogs() {
  const [details, setDetails] = useState<Book | null>(null);
  const [editing, setEditing] = useState<Book | null>(null);
  const [editOpen, setEditOpen] = useState(false);

  const dialogs = (
    <>
      <BookDetailsDialog book={details} onOpenChange={(open) => !open && setDetails(null)} />
      {editing && <BookFormDialog open={editOpen} onOpenChange={setEditOpen} book={editing} />}
    </>
  );
  return {
    open: setDetails,
    edit: (book: Book) => {
      setEditing(book);
      setEditOpen(true);
    },
    dialogs,
  };
}
