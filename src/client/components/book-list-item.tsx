/**
 * One row of a My Books list (spec 001 §2.11): a card with the book's cover, its title (a heading) and
 * 'by {author}', then `children` (the list's own details and buttons). `detailsClassName` sets the gap of
 * the text column (default `gap-1`).
 * Also `CompactBookSummary`, the same book lines in a smaller form for buttons.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookCover } from '@/client/components/book-cover';
import { cn } from '@/client/lib/utils';

export interface BookListItemBook {
  title: string;
  author: string;
  coverImageUrl?: string | null;
  imageUrl?: string | null;
}

export function BookListItem({
  book,
  detailsClassName = 'gap-1',
  children,
}: {
  book: BookListItemBook;
  detailsClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="bg-card flex gap-3 rounded-lg border p-3">
      <BookCover
        title={book.title}
        coverImageUrl={book.coverImageUrl}
        imageUrl={book.imageUrl}
        className="w-14 self-start"
      />
      <div className={cn('grid min-w-0 flex-1 content-start', detailsClassName)}>
        <h2 className="line-clamp-2 text-sm font-semibold">{book.title}</h2>
        <p className="text-muted-foreground line-clamp-1 text-xs">
          {t('common:byAuthor', { author: book.author })}
        </p>
        {children}
      </div>
    </li>
  );
}

/**
 * A compact book summary for the inside of a button (recently added, recommendations): a small cover, then
 * a column of spans with the title, 'by {author}' and `children` (owner, fee, badges…).
 */
export function CompactBookSummary({ book, children }: { book: BookListItemBook; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <BookCover
        title={book.title}
        coverImageUrl={book.coverImageUrl}
        imageUrl={book.imageUrl}
        className="w-12"
      />
      <span className="grid min-w-0 flex-1 content-start gap-0.5">
        <span className="line-clamp-1 text-sm font-semibold">{book.title}</span>
        <span className="text-muted-foreground line-clamp-1 text-xs">
          {t('common:byAuthor', { author: book.author })}
        </span>
        {children}
      </span>
    </>
  );
}
