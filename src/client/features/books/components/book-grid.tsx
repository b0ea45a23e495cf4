/**
 * A grid of book cards, its loading skeleton (6 cards while browsing loads, spec 000 §9) and the owner
 * Edit action. Opening a card is left to the caller.
 */
import { useTranslation } from 'react-i18next';
import type { Book } from '@/contract/books';
import { Skeleton } from '@/client/components/ui/skeleton';
import { BookCard } from './book-card';

/** Skeleton cards while browse results load (spec 000 §9). */
export const BROWSE_SKELETON_CARDS = 6;

interface BookGridProps {
  books: Book[];
  viewerId: number;
  onOpen: (book: Book) => void;
  onEdit: (book: Book) => void;
  /** Borrow and Buy on other members' cards (browse rules, spec 000 §2). */
  onBorrow?: (book: Book) => void;
  onBuy?: (book: Book) => void;
}

export function BookGrid({ books, viewerId, onOpen, onEdit, onBorrow, onBuy }: BookGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3">
      {books.map((book) => (
        <li key={book.id} className="grid min-w-0">
          <BookCard
            book={book}
            onOpen={onOpen}
            onEdit={book.ownerId === viewerId ? onEdit : undefined}
            onBorrow={book.ownerId === viewerId ? undefined : onBorrow}
            onBuy={book.ownerId === viewerId ? undefined : onBuy}
          />
        </li>
      ))}
    </ul>
  );
}

export function BookGridSkeleton({ count = BROWSE_SKELETON_CARDS }: { count?: number }) {
  const { t } = useTranslation('books');
  return (
    <div
      className="grid grid-cols-2 gap-3"
      role="status"
      aria-busy="true"
      aria-label={t('browse.loadingBooks')}
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-2 rounded-lg border p-2" data-testid="book-card-skeleton">
          <Skeleton className="aspect-[3/4] w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ))}
    </div>
  );
}
