/**
 * The Book Details dialog (spec 000 §2, 001 §2.4): the book's details with Close, and for the owner
 * Edit Book (opens the Edit Book dialog) and the two-step delete; for other members Borrow Book and Buy
 * (the dialog closes after a borrow or buy). Shows the freshest copy of the book from the cache after
 * an edit. `rentDays` is the home variant: Borrow Book opens the Rent Book dialog (spec 001 §2.5).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RentalDuration } from '@/domain/pricing';
import type { Book } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { useCurrentUser } from '@/client/features/auth';
import { BookDetails } from './book-details';
import { BookFormDialog } from './book-form-dialog';

interface BookDetailsDialogProps {
  /** The book to show; null closes the dialog. */
  book: Book | null;
  onOpenChange: (open: boolean) => void;
  rentDays?: RentalDuration;
}

export function BookDetailsDialog({ book, onOpenChange, rentDays }: BookDetailsDialogProps) {
  const { t } = useTranslation('books');
  const user = useCurrentUser();
  const [editOpen, setEditOpen] = useState(false);
  const [editing, setEditing] = useState<Book | null>(null);
  // After an edit the dialog shows the saved copy until it is closed.
  const [saved, setSaved] = useState<Book | null>(null);
  const shown = saved && book && saved.id === book.id ? saved : book;

  const close = () => {
    setSaved(null);
    onOpenChange(false);
  };

  return (
    <>
      <Dialog
        open={book !== null && !editOpen}
        onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="sr-only">{t('details.dialogTitle')}</DialogTitle>
            <DialogDescription className="sr-only">
              {shown ? t('details.dialogDescription', { title: shown.title, author: shown.author }) : ''}
            </DialogDescription>
          </DialogHeader>
          {shown && (
            <BookDetails
              book={shown}
              viewerId={user.id}
              onEdit={(b) => {
                setEditing(b);
                setEditOpen(true);
              }}
              onDeleted={close}
              onTransactionDone={close}
              rentDays={rentDays}
            />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('details.close')}
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {editing && (
        <BookFormDialog open={editOpen} onOpenChange={setEditOpen} book={editing} onSaved={setSaved} />
      )}
    </>
  );
}
