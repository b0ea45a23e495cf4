/**
 * /my-wishlist (spec 001 §2.17; ADR 0024): a loading skeleton; 'Your wishlist is empty' with 'Browse
 * Books' (to /browse, where this app's books are browsed); the counters 'Total Books', 'Available Now'
 * and 'High Priority'; then each item (wishlist-item-card.tsx). 'Borrow Now' loads the full book and
 * opens its Borrow/Buy dialog.
 */
import { useState } from 'react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { wishlistCounts } from '@/domain/wishlist';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useBorrowBuyDialog } from '@/client/features/payments';
import { errorMessage } from '@/client/lib/api';
import { fetchMemberBook } from '../api/member-book';
import { useWishlist } from '../api/wishlist';
import { WishlistItemCard } from '../components/wishlist-item-card';
import { PageTitle } from '@/client/components/page-title';

/** One counter; `id` names it for tests whatever the language ('counter-Total Books'). */
function Counter({ id, label, value }: { id: string; label: string; value: number }) {
  return (
    <Card className="items-center gap-0.5 px-2 py-3 text-center">
      <span className="text-2xl font-bold" data-testid={`counter-${id}`}>
        {value}
      </span>
      <span className="text-muted-foreground text-xs">{label}</span>
    </Card>
  );
}

export default function MyWishlistPage() {
  const { t } = useTranslation('wishlist');
  const wishlist = useWishlist();
  const dialog = useBorrowBuyDialog({ onCompleted: () => void wishlist.refetch() });
  const [loadingBook, setLoadingBook] = useState<number | null>(null);
  const counts = wishlistCounts(wishlist.data ?? []);

  const borrow = async (bookId: number) => {
    setLoadingBook(bookId);
    try {
      const book = await fetchMemberBook(bookId);
      if (book) dialog.borrow(book);
    } catch (err) {
      toast.error(t('common:error'), { description: errorMessage(err, t('page.openBookFailed')) });
    } finally {
      setLoadingBook(null);
    }
  };

  return (
    <div className="space-y-4">
      <PageTitle icon={Heart} iconClassName="size-6 text-red-500">
        {t('page.title')}
      </PageTitle>

      {wishlist.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('page.loading')}>
          <div className="grid grid-cols-3 gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      ) : wishlist.isError ? (
        <Card className="items-center gap-3 px-4 py-8 text-center">
          <p role="alert" className="text-destructive text-sm">
            {t('page.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void wishlist.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Card>
      ) : wishlist.data.length === 0 ? (
        <Card className="items-center gap-3 px-4 py-10 text-center">
          <Heart aria-hidden className="text-muted-foreground size-10" />
          <p className="font-medium">{t('page.empty')}</p>
          <Button asChild>
            <Link to="/browse">{t('common:browseBooks')}</Link>
          </Button>
        </Card>
      ) : (
        <>
          <section aria-label={t('page.summary')} className="grid grid-cols-3 gap-2">
            <Counter id="Total Books" label={t('page.totalBooks')} value={counts.total} />
            <Counter id="Available Now" label={t('page.availableNow')} value={counts.available} />
            <Counter id="High Priority" label={t('page.highPriority')} value={counts.high} />
          </section>
          <ul className="grid gap-3">
            {wishlist.data.map((item) => (
              <li key={item.id}>
                <WishlistItemCard item={item} onBorrow={borrow} borrowing={loadingBook === item.book.id} />
              </li>
            ))}
          </ul>
        </>
      )}
      {dialog.element}
    </div>
  );
}
