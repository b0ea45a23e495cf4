/**
 * The Browse screen's results (spec 000 §2; ADR 0018): 'N books found' with the server's total, the grid
 * of the pages loaded so far (BROWSE_PAGE_SIZE cards each), and below it a 'Show more books' button that
 * also fires by itself when it scrolls near the viewport, so the next page loads as the member scrolls.
 * The first four cards render with the screen and the rest a row at a time while the browser is idle
 * (src/client/lib/use-progressive-count.ts); the next page is not asked for before the loaded cards are all shown.
 */
import { useTranslation } from 'react-i18next';
import type { Book } from '@/contract/books';
import { Button } from '@/client/components/ui/button';
import type { ResultTotal } from '../lib/result-count';
import { resultCountText } from '../lib/result-count';
import { useOnVisible } from '@/client/lib/use-on-visible';
import { useProgressiveCount } from '@/client/lib/use-progressive-count';
import { BookGrid } from './book-grid';

interface BrowseResultsProps {
  books: Book[];
  total: ResultTotal;
  viewerId: number;
  /** Old results shown while new filters load. */
  stale: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onOpen: (book: Book) => void;
  onEdit: (book: Book) => void;
  onBorrow: (book: Book) => void;
  onBuy: (book: Book) => void;
}

export function BrowseResults({
  books,
  total,
  stale,
  hasMore,
  loadingMore,
  onLoadMore,
  ...grid
}: BrowseResultsProps) {
  const { t } = useTranslation('books');
  const shown = useProgressiveCount(books.length);
  const sentinel = useOnVisible<HTMLButtonElement>(onLoadMore, {
    enabled: hasMore && !loadingMore && !stale && shown === books.length,
  });
  return (
    <>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {resultCountText(t, total)}
      </p>
      <div className={stale ? 'opacity-60 transition-opacity' : undefined} aria-busy={stale}>
        <BookGrid books={books.slice(0, shown)} {...grid} />
      </div>
      {hasMore && (
        <Button ref={sentinel} type="button" variant="outline" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? t('browse.loadingMore') : t('browse.showMore')}
        </Button>
      )}
    </>
  );
}
