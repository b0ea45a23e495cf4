/**
 * The Add Book / Edit Book dialog (spec 000 §2 "Other dialogs", §5 "Add book", §8 "Add book"): the book
 * form in a dialog. Adding needs at least one hub, otherwise the dialog says 'You need to join a society
 * before adding books.' with a way to /societies. Adding offers Add Books In Bulk and 'Import your library'
 * (ADR 0051). Toasts 'Book added' / 'Book updated' on success and
 * 'Failed to add book' on failure; saving refreshes the book and hub lists (spec 000 §7).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Book, CreateBookInput } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useMyHubs } from '@/client/features/hubs/api/my-hubs';
import { errorMessage } from '@/client/lib/api';
import { lookupIsbn } from '../api/isbn-lookup';
import { useCreateBook, useUpdateBook } from '../api/save-book';
import { bookToFormValues, toBookBody } from '../lib/book-form-values';
import type { BulkBook } from '../lib/bulk-books';
import { BookForm } from './book-form';
import { useBulkUpload } from './use-bulk-upload';

export interface BookFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The book to edit; absent to add a new one. */
  book?: Book;
  /** Called with the saved book after a successful save. */
  onSaved?: (book: Book) => void;
}

export function BookFormDialog({ open, onOpenChange, book, onSaved }: BookFormDialogProps) {
  const { t } = useTranslation('books');
  const editing = book !== undefined;
  const bulk = useBulkUpload();
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
            <DialogDescription>
              {editing ? t('form.editDescription') : t('form.addDescription')}
            </DialogDescription>
          </DialogHeader>
          {editing ? (
            <EditBook book={book} onClose={() => onOpenChange(false)} onSaved={onSaved} />
          ) : (
            <AddBook
              onClose={() => onOpenChange(false)}
              onSaved={onSaved}
              onBulk={() => {
                onOpenChange(false);
                bulk.open();
              }}
              onScanReview={(books) => {
                onOpenChange(false);
                bulk.review(books);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
      {bulk.element}
    </>
  );
}

interface BodyProps {
  onClose: () => void;
  onSaved?: (book: Book) => void;
}

function useIsbnLookup() {
  const queryClient = useQueryClient();
  return useCallback((isbn: string) => lookupIsbn(queryClient, isbn), [queryClient]);
}

function AddBook({
  onClose,
  onSaved,
  onBulk,
  onScanReview,
}: BodyProps & { onBulk: () => void; onScanReview: (books: BulkBook[]) => void }) {
  const { t } = useTranslation('books');
  const hubs = useMyHubs();
  const create = useCreateBook();
  const lookup = useIsbnLookup();

  if (hubs.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common:loading')}>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    );
  }
  if (hubs.isError) {
    return (
      <div className="grid gap-3">
        <p className="text-destructive text-sm">{hubs.error.message}</p>
        <Button type="button" variant="outline" onClick={() => void hubs.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  }
  if (hubs.data.length === 0) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">{t('form.noHub')}</p>
        <Button asChild>
          <Link to="/societies" onClick={onClose}>
            {t('form.findSociety')}
          </Link>
        </Button>
      </div>
    );
  }

  const submit = (values: CreateBookInput) =>
    create.mutate(toBookBody(values), {
      onSuccess: (saved) => {
        toast.success(t('form.added'));
        onSaved?.(saved);
        onClose();
      },
      onError: (err) =>
        toast.error(t('form.addFailed'), { description: errorMessage(err, t('common:pleaseTryAgain')) }),
    });

  return (
    <>
      <Button type="button" variant="secondary" onClick={onBulk}>
        <Images aria-hidden="true" />
        {t('bulk.open')}
      </Button>
      {/* a plain link: the imports feature builds on this one, so it is not imported here (no circle) */}
      <Button asChild variant="outline">
        <Link to="/import" onClick={onClose}>
          <FileUp aria-hidden="true" />
          {t('form.importLibrary')}
        </Link>
      </Button>
      <BookForm
        submitLabel={t('form.submitAdd')}
        saving={create.isPending}
        lookupIsbn={lookup}
        onSubmit={submit}
        onCancel={onClose}
        onScanReview={onScanReview}
      />
    </>
  );
}

function EditBook({ book, onClose, onSaved }: BodyProps & { book: Book }) {
  const { t } = useTranslation('books');
  const update = useUpdateBook();
  const lookup = useIsbnLookup();

  const submit = (values: CreateBookInput) =>
    update.mutate(
      { id: book.id, body: toBookBody(values) },
      {
        onSuccess: (saved) => {
          toast.success(t('form.updated'));
          onSaved?.(saved);
          onClose();
        },
        onError: (err) =>
          toast.error(t('form.updateFailed'), { description: errorMessage(err, t('common:pleaseTryAgain')) }),
      },
    );

  return (
    <BookForm
      defaultValues={bookToFormValues(book)}
      submitLabel={t('common:saveChanges')}
      saving={update.isPending}
      lookupIsbn={lookup}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}
