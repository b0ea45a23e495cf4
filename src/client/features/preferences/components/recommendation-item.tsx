/** One 'What You May Like' item (spec 001 §2.3): cover, title, author, genre, daily fee, reason, Add and Share. */
import { useTranslation } from 'react-i18next';
import { CompactBookSummary } from '@/client/components/book-list-item';
import { Badge } from '@/client/components/ui/badge';
import { formatRupees } from '@/client/lib/format';
import type { RecommendedBook } from '@/contract/preferences';
import { ShareControl } from '@/client/features/share';
import { WishlistToggle } from '@/client/features/wishlist';

export function RecommendationItem({ book, onOpen }: { book: RecommendedBook; onOpen: () => void }) {
  const { t } = useTranslation('preferences');
  return (
    <li className="grid gap-1 rounded-lg border p-2">
      <button
        type="button"
        onClick={onOpen}
        className="focus-visible:ring-ring/50 flex min-w-0 flex-1 gap-3 rounded-md text-left outline-none focus-visible:ring-[3px]"
      >
        <CompactBookSummary book={book}>
          <span className="flex flex-wrap items-center gap-1.5 pt-0.5">
            <Badge variant="secondary">{book.genre}</Badge>
            <span className="text-sm font-medium">
              {t('item.perDay', { fee: formatRupees(book.dailyFee) })}
            </span>
          </span>
          <span className="text-primary text-xs font-medium">{book.reason}</span>
        </CompactBookSummary>
      </button>
      <span className="flex items-center justify-end gap-1.5">
        <WishlistToggle bookId={book.id} bookTitle={book.title} />
        <ShareControl
          variant="ghost"
          bookId={book.id}
          bookTitle={book.title}
          bookAuthor={book.author}
          dailyFee={book.dailyFee}
        />
      </span>
    </li>
  );
}
