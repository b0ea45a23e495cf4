/**
 * The shared book card (spec 000 §2 "Shared book card"): grid and list variants in sizes sm, default and
 * lg, with title, author, optional owner name, availability badge, fee per day, hub type badge and the
 * cover (or a three-letter placeholder). Clicking anywhere on the card opens the book; the title is a
 * button so the card opens from the keyboard too (Enter or Space). Actions (Edit, shown when an edit
 * handler is given; otherwise Borrow and Buy, from the rentals feature, when their handlers are given)
 * stop the click so they never open the card.
 */
import { memo, type MouseEvent, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Book } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import { HubTypeBadge } from '@/client/features/hubs';
import { CardTransactionActions } from '@/client/features/payments';
import { NotifyMeControl } from '@/client/features/alerts';
import { WishlistToggle } from '@/client/features/wishlist';
import { formatRupees } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { AvailabilityBadge } from './availability-badge';
import { BookCover } from '@/client/components/book-cover';

export type BookCardVariant = 'grid' | 'list';
export type BookCardSize = 'sm' | 'default' | 'lg';

export interface BookCardProps {
  book: Book;
  variant?: BookCardVariant;
  size?: BookCardSize;
  /** Show the owner's name (default true). */
  showOwner?: boolean;
  /** Opens the book (the Book Details dialog). */
  onOpen?: (book: Book) => void;
  /** When given, an Edit action is shown (the owner's card). */
  onEdit?: (book: Book) => void;
  /** Borrow and Buy actions (another member's card; shown only when there is no Edit). */
  onBorrow?: (book: Book) => void;
  onBuy?: (book: Book) => void;
  className?: string;
}

const TITLE_SIZE: Record<BookCardSize, string> = { sm: 'text-sm', default: 'text-sm', lg: 'text-base' };
const LIST_COVER: Record<BookCardSize, string> = { sm: 'w-12', default: 'w-16', lg: 'w-20' };
const GRID_COVER: Record<BookCardSize, string> = {
  sm: 'aspect-[3/4]',
  default: 'aspect-[2/3]',
  lg: 'aspect-[2/3]',
};

/** Runs an action without letting the click reach the card. */
function stop(action: () => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
}

/** The title, a button so the card opens from the keyboard (Enter or Space). */
function cardTitle(book: Book, size: BookCardSize) {
  return (
    <h2 className={cn('leading-snug font-semibold', TITLE_SIZE[size])}>
      <button
        type="button"
        className="focus-visible:ring-ring/50 line-clamp-2 rounded-sm text-left outline-none focus-visible:ring-[3px]"
      >
        {book.title}
      </button>
    </h2>
  );
}

/** 'by {author}', and 'Owner: {name}' when `showOwner`. */
function cardMeta(t: TFunction<'books'>, book: Book, showOwner: boolean) {
  return (
    <>
      <p className="text-muted-foreground line-clamp-1 text-xs">
        {t('common:byAuthor', { author: book.author })}
      </p>
      {showOwner && (
        <p className="text-muted-foreground line-clamp-1 text-xs">
          {t('common.owner', { name: book.owner.name })}
        </p>
      )}
    </>
  );
}

/** The fee per day in rupees. */
function cardFee(t: TFunction<'books'>, book: Book) {
  return (
    <p className="text-sm font-semibold">
      {formatRupees(book.dailyFee)}
      <span className="text-muted-foreground text-xs font-normal">{t('common.perDay')}</span>
    </p>
  );
}

/** Edit, named after the book; the click does not open the card. */
function cardEdit(t: TFunction<'books'>, book: Book, onEdit: (book: Book) => void) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={stop(() => onEdit(book))}
      aria-label={t('card.editLabel', { title: book.title })}
    >
      <Pencil aria-hidden />
      {t('card.edit')}
    </Button>
  );
}

/**
 * Memoised: a list that grows (Browse's progressive rendering, a next page) does not render its earlier
 * cards again while their book and handlers are the same.
 */
export const BookCard = memo(function BookCard({
  book,
  variant = 'grid',
  size = 'default',
  showOwner = true,
  onOpen,
  onEdit,
  onBorrow,
  onBuy,
  className,
}: BookCardProps) {
  const { t } = useTranslation('books');
  const open = () => onOpen?.(book);
  const title = cardTitle(book, size);
  const meta = cardMeta(t, book, showOwner);
  const fee = cardFee(t, book);
  const actions: ReactNode = onEdit ? cardEdit(t, book, onEdit) : null;
  const transaction =
    !onEdit && (onBorrow || onBuy) ? (
      <CardTransactionActions book={book} onBorrow={onBorrow} onBuy={onBuy} className="pt-1" />
    ) : null;

  if (variant === 'list') {
    return (
      <article
        onClick={open}
        data-testid="book-card"
        className={cn(
          'bg-card hover:bg-accent/40 flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
          className,
        )}
      >
        <BookCover {...book} className={cn('h-auto self-start', LIST_COVER[size])} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          {title}
          {meta}
          <div className="flex flex-wrap items-center gap-1.5">
            <AvailabilityBadge isAvailable={book.isAvailable} />
            <HubTypeBadge hubType={book.hubType} />
          </div>
          <div className="mt-auto flex items-center justify-between gap-2">
            {fee}
            {actions}
            {!onEdit && <WishlistToggle bookId={book.id} bookTitle={book.title} />}
          </div>
          {transaction}
        </div>
      </article>
    );
  }

  return (
    <article
      onClick={open}
      data-testid="book-card"
      className={cn(
        'bg-card hover:bg-accent/40 flex min-w-0 cursor-pointer flex-col gap-2 rounded-lg border p-2 transition-colors',
        className,
      )}
    >
      <div className="relative">
        <BookCover {...book} className={GRID_COVER[size]} />
        <AvailabilityBadge
          isAvailable={book.isAvailable}
          className="absolute top-1.5 right-1.5 max-w-[calc(100%-0.75rem)] truncate shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 px-1">
        {title}
        {meta}
        <HubTypeBadge hubType={book.hubType} className="mt-0.5" />
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">{fee}</div>
        {actions && <div className="pt-1 [&>button]:w-full">{actions}</div>}
        {transaction}
        {!onEdit && (onBorrow || onBuy) && <NotifyMeControl book={book} size="sm" className="pt-1" />}
      </div>
    </article>
  );
});
