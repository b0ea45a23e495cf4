/**
 * My Library (spec 001 §2.11): the member's own books as list cards — tap one for its details, an edit
 * icon per book, Add Book; a loading skeleton and an empty state with a call to action.
 */
import { LibraryBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { EmptyStateContent } from '@/client/components/empty-state';
import { useMyBooks } from '../api/my-books';
import { AddBookButton } from './add-book-button';
import { BookCard } from './book-card';
import { useBookDialogs } from './use-book-dialogs';

export function MyLibraryTab() {
  const { t } = useTranslation('books');
  const books = useMyBooks();
  const dialogs = useBookDialogs();

  if (books.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('library.loading')}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="flex gap-3 rounded-lg border p-3">
            <Skeleton className="aspect-[2/3] w-16" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-4 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (books.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-6 text-center">
        <p className="font-medium">{t('library.loadError')}</p>
        <Button type="button" variant="outline" onClick={() => void books.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  }
  if (books.data.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <EmptyStateContent icon={LibraryBig} title={t('library.empty')} text={t('library.emptyHint')}>
          <AddBookButton>{t('library.addFirst')}</AddBookButton>
        </EmptyStateContent>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{t('library.count', { count: books.data.length })}</p>
        <AddBookButton />
      </div>
      <ul className="grid gap-3">
        {books.data.map((book) => (
          <li key={book.id}>
            <BookCard
              book={book}
              variant="list"
              showOwner={false}
              onOpen={dialogs.open}
              onEdit={dialogs.edit}
            />
          </li>
        ))}
      </ul>
      {dialogs.dialogs}
    </div>
  );
}
