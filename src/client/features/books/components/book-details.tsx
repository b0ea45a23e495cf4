/**
 * The body of the Book Details dialog and of the public book page (spec 000 §2 "Book Details dialog",
 * 001 §2.4 home variant — one component for both): cover, title, author, the facts, description, the
 * Reviews panel and the Share control. The owner gets Edit Book and the two-step delete; another member
 * gets Borrow Book and Buy (the rentals feature's buttons and Borrow/Buy dialog), Ask the owner (a private
 * conversation) and 'Report or block' (the book and its owner), ADR 0050.
 */
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RentalDuration } from '@/domain/pricing';
import type { Book, PublicBookSummary } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import { BookTransactionButtons } from '@/client/features/payments';
import { NotifyMeControl } from '@/client/features/alerts';
import { AskOwnerButton } from '@/client/features/conversations';
import { ReviewsPanel } from '@/client/features/reviews';
import { ShareControl } from '@/client/features/share';
import { WishlistToggle } from '@/client/features/wishlist';
import { BookCover } from '@/client/components/book-cover';
import { BookFacts, hasOwner } from './book-facts';
import { BookSafetyMenu } from './book-safety-menu';
import { DeleteBookButton } from './delete-book-button';

interface BookDetailsProps {
  book: Book | PublicBookSummary;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: number | null;
  /** Owner actions; shown only when the viewer owns the book. */
  onEdit?: (book: Book) => void;
  onDeleted?: () => void;
  /** Render the title as the page heading (h1) instead of a dialog's (which has its own title). */
  titleAs?: 'h1' | 'h2';
  /** Called after the viewer borrowed or bought the book. */
  onTransactionDone?: () => void;
  /** The home variant: Borrow Book rents for this many days (spec 001 §2.5: 7). */
  rentDays?: RentalDuration;
}

export function BookDetails({
  book,
  viewerId,
  onEdit,
  onDeleted,
  titleAs: Title = 'h2',
  onTransactionDone,
  rentDays,
}: BookDetailsProps) {
  const { t } = useTranslation('books');
  const owned = hasOwner(book) && viewerId !== null && book.ownerId === viewerId;
  const Subheading = Title === 'h1' ? 'h2' : 'h3';
  return (
    <div className="grid gap-4">
      <div className="flex gap-4">
        <BookCover
          title={book.title}
          coverImageUrl={book.coverImageUrl}
          imageUrl={book.imageUrl}
          className="w-28"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Title className="text-lg leading-snug font-bold">{book.title}</Title>
          <p className="text-muted-foreground text-sm">{t('common:byAuthor', { author: book.author })}</p>
          <div className="mt-auto flex flex-wrap items-center gap-2">
            {viewerId !== null && !owned && <WishlistToggle bookId={book.id} bookTitle={book.title} />}
            <ShareControl
              bookId={book.id}
              bookTitle={book.title}
              bookAuthor={book.author}
              dailyFee={book.dailyFee}
            />
          </div>
        </div>
      </div>
      <BookFacts book={book} />
      {book.description && (
        <section className="grid gap-1">
          <Subheading className="text-sm font-semibold">{t('details.description')}</Subheading>
          <p className="text-muted-foreground text-sm whitespace-pre-line">{book.description}</p>
        </section>
      )}
      {owned && hasOwner(book) && (
        <div className="grid gap-2">
          {onEdit && (
            <Button type="button" onClick={() => onEdit(book)}>
              <Pencil aria-hidden />
              {t('details.edit')}
            </Button>
          )}
          {onDeleted && <DeleteBookButton bookId={book.id} onDeleted={onDeleted} />}
        </div>
      )}
      {!owned && hasOwner(book) && viewerId !== null && (
        <BookTransactionButtons
          book={book}
          viewerId={viewerId}
          onCompleted={onTransactionDone}
          rentDays={rentDays}
        />
      )}
      {!owned && hasOwner(book) && viewerId !== null && <AskOwnerButton bookId={book.id} />}
      {!owned && hasOwner(book) && viewerId !== null && <NotifyMeControl book={book} />}
      {!owned && hasOwner(book) && viewerId !== null && <BookSafetyMenu book={book} />}
      <ReviewsPanel
        bookId={book.id}
        viewerId={viewerId}
        canReview={viewerId !== null && !owned}
        headingLevel={Title === 'h1' ? 2 : 3}
      />
    </div>
  );
}
