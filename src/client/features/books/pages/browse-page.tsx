/**
 * Browse Books (`/browse`, spec 000 §2 "Browse Books screen"; 001 §2.1 `/browse?societyId=`): search,
 * location, sort, Advanced Filters, 'N books found', 6 skeleton cards while loading, the empty state
 * 'No books found' with Clear All Filters, and the grid of book cards, 20 at first and 20 more as the
 * member scrolls or taps 'Show more books' (ADR 0018). Filters live in the URL. A card opens the Book
 * Details dialog; the owner's cards have Edit, other cards Borrow and Buy.
 */
import { BookX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useCurrentUser } from '@/client/features/auth';
import { EmptyStateContent } from '@/client/components/empty-state';
import { browseTotal, useBrowseBooks } from '../api/browse-books';
import { BookGridSkeleton } from '../components/book-grid';
import { BrowseResults } from '../components/browse-results';
import { BrowseFrame } from '../components/browse-frame';
import { useBookDialogs } from '../components/use-book-dialogs';
import { filtersToQuery } from '../lib/browse-filters';
import { useBrowseFilters } from '../lib/use-browse-filters';

export default function BrowsePage() {
  const { t } = useTranslation('books');
  const user = useCurrentUser();
  const { filters, update, clearAll } = useBrowseFilters();
  const results = useBrowseBooks(filtersToQuery(filters));
  const dialogs = useBookDialogs();
  const pages = results.data?.pages ?? [];
  const books = pages.flatMap((page) => page.books);

  return (
    <BrowseFrame filters={filters} onChange={update} onClearAll={clearAll}>
      {results.isPending ? (
        <BookGridSkeleton />
      ) : results.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-6 text-center">
          <p className="font-medium">{t('browse.loadError')}</p>
          <p className="text-muted-foreground text-sm break-all">{results.error.message}</p>
          <Button type="button" variant="outline" onClick={() => void results.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </div>
      ) : books.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <EmptyStateContent icon={BookX} title={t('browse.empty')} text={t('browse.emptyHint')}>
            <Button type="button" variant="outline" onClick={clearAll}>
              {t('browse.clearAllFilters')}
            </Button>
          </EmptyStateContent>
        </div>
      ) : (
        <BrowseResults
          books={books}
          total={browseTotal(pages)}
          viewerId={user.id}
          stale={results.isPlaceholderData}
          hasMore={results.hasNextPage}
          loadingMore={results.isFetchingNextPage}
          onLoadMore={() => void results.fetchNextPage()}
          onOpen={dialogs.open}
          onEdit={dialogs.edit}
          onBorrow={dialogs.borrow}
          onBuy={dialogs.buy}
        />
      )}
      {dialogs.dialogs}
    </BrowseFrame>
  );
}
