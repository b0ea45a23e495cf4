/**
 * Browse Books (`/browse`, spec 000 §2 "Browse Books screen"; 001 §2.1 `/browse?societyId=`): search,
 * location, sort, Advanced Filters, 'N books found', 6 skeleton cards while loading, the empty state
 * 'No books found' with Clear All Filters, and the grid of book cards. Filters live in the URL. A card
 * opens the Book Details dialog; the owner's cards have Edit, other cards Borrow and Buy.
 */
import { BookX } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useCurrentUser } from '@/client/features/auth';
import { useBrowseBooks } from '../api/browse-books';
import { AdvancedFilters } from '../components/advanced-filters';
import { BookGrid, BookGridSkeleton } from '../components/book-grid';
import { BrowseToolbar } from '../components/browse-toolbar';
import { useBookDialogs } from '../components/use-book-dialogs';
import { activeFilterCount, filtersToQuery } from '../lib/browse-filters';
import { resultCountText } from '../lib/browse-labels';
import { useBrowseFilters } from '../lib/use-browse-filters';

export default function BrowsePage() {
  const user = useCurrentUser();
  const { filters, update, clearAll } = useBrowseFilters();
  const results = useBrowseBooks(filtersToQuery(filters));
  const dialogs = useBookDialogs();
  const books = results.data?.pages.flat() ?? [];

  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">Browse Books</h1>
      <BrowseToolbar filters={filters} onChange={update} />
      <AdvancedFilters
        filters={filters}
        activeCount={activeFilterCount(filters)}
        onChange={update}
        onClearAll={clearAll}
      />

      {results.isPending ? (
        <BookGridSkeleton />
      ) : results.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 rounded-lg border p-6 text-center">
          <p className="font-medium">Could not load books.</p>
          <p className="text-muted-foreground text-sm break-all">{results.error.message}</p>
          <Button type="button" variant="outline" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </div>
      ) : books.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <BookX aria-hidden className="text-muted-foreground size-10" />
          <p className="font-semibold">No books found</p>
          <p className="text-muted-foreground text-sm">Try other words or fewer filters.</p>
          <Button type="button" variant="outline" onClick={clearAll}>
            Clear All Filters
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {resultCountText(books.length, results.hasNextPage)}
          </p>
          <div
            className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
            aria-busy={results.isPlaceholderData}
          >
            <BookGrid
              books={books}
              viewerId={user.id}
              onOpen={dialogs.open}
              onEdit={dialogs.edit}
              onBorrow={dialogs.borrow}
              onBuy={dialogs.buy}
            />
          </div>
          {results.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void results.fetchNextPage()}
              disabled={results.isFetchingNextPage}
            >
              {results.isFetchingNextPage ? 'Loading…' : 'Show more books'}
            </Button>
          )}
        </>
      )}
      {dialogs.dialogs}
    </div>
  );
}
