/**
 * Recently Added on the home dashboard (spec 001 §2.2, §9 "3 recent books"): the first 3 books of
 * GET /api/books/all (newest first; only those 3 are fetched) with cover, title, author, owner name, daily fee and an Available
 * or Borrowed badge; tapping one opens its details (the home variant: Borrow Book opens the Rent Book
 * dialog fixed at 7 days, spec 001 §2.5). Empty: 'No books available yet. Be the first to add one!'.
 */
import { useTranslation } from 'react-i18next';
import { RENT_DIALOG_DURATION_DAYS } from '@/domain/pricing';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatRupees } from '@/client/lib/format';
import { useRecentBooks } from '../api/all-books';
import { AvailabilityBadge } from './availability-badge';
import { CompactBookSummary } from '@/client/components/book-list-item';
import { useBookDialogs } from './use-book-dialogs';

/** How many books Recently Added shows (spec 001 §9). */
export const RECENT_BOOKS = 3;

export function RecentlyAdded() {
  const { t } = useTranslation('books');
  const books = useRecentBooks(RECENT_BOOKS);
  const dialogs = useBookDialogs({ rentDays: RENT_DIALOG_DURATION_DAYS });
  const recent = books.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('recent.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {books.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('recent.loading')}>
            {Array.from({ length: RECENT_BOOKS }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : books.isError ? (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{t('recent.loadError')}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => void books.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : recent.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('recent.empty')}</p>
        ) : (
          <ul className="grid gap-2">
            {recent.map((book) => (
              <li key={book.id}>
                <button
                  type="button"
                  onClick={() => dialogs.open(book)}
                  className="hover:bg-accent/50 focus-visible:ring-ring/50 flex w-full gap-3 rounded-lg p-1.5 text-left outline-none focus-visible:ring-[3px]"
                >
                  <CompactBookSummary book={book}>
                    <span className="text-muted-foreground line-clamp-1 text-xs">
                      {t('common.owner', { name: book.owner.name })}
                    </span>
                    <span className="flex items-center justify-between gap-2 pt-0.5">
                      <span className="text-sm font-medium">
                        {t('common.feePerDay', { fee: formatRupees(book.dailyFee) })}
                      </span>
                      <AvailabilityBadge isAvailable={book.isAvailable} />
                    </span>
                  </CompactBookSummary>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {dialogs.dialogs}
    </Card>
  );
}
