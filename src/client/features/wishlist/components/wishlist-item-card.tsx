/**
 * One wishlist item on /my-wishlist (spec 001 §2.17, §3, §8 "Wishlist removal"; ADR 0024): title,
 * author, genre, a priority badge with a select to change it, 'Available Now!', the added date, the fee
 * per day, editable notes, 'Borrow Now' (opens the Borrow/Buy dialog) or a disabled 'Not Available', and
 * a remove button ('Removed from Wishlist' / 'Book has been removed from your wishlist'; on failure
 * 'Error' / 'Failed to remove book from wishlist'). The priority and notes are `wishlist-item-fields.tsx`.
 */
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { WishlistItem } from '@/contract/wishlist';
import { priorityLabel } from '@/domain/wishlist';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { errorMessage } from '@/client/lib/api';
import { formatDate, formatRupees } from '@/client/lib/format';
import { useRemoveWishlistItem, useUpdateWishlistItem } from '../api/wishlist';
import { priorityKey, WishlistNotesField, WishlistPriorityField } from './wishlist-item-fields';

const PRIORITY_STYLE = {
  High: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  Medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Low: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
} as const;

interface Props {
  item: WishlistItem;
  onBorrow: (bookId: number) => void;
  borrowing: boolean;
}

/** The card; `onBorrow` opens the Borrow/Buy dialog for the book, disabled while `borrowing`. */
export function WishlistItemCard({ item, onBorrow, borrowing }: Props) {
  const { t } = useTranslation('wishlist');
  const { book } = item;
  const update = useUpdateWishlistItem(book.id);
  const remove = useRemoveWishlistItem(book.id);
  const label = priorityLabel(item.priority);

  const save = (body: { priority?: number; notes?: string }) =>
    update.mutate(body, {
      onSuccess: () => toast.success(t('item.saved')),
      onError: (err) =>
        toast.error(t('common:error'), { description: errorMessage(err, t('item.saveFailed')) }),
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t('item.removed'), { description: t('item.removedDescription') }),
      onError: () => toast.error(t('common:error'), { description: t('item.removeFailed') }),
    });

  return (
    <Card className="gap-3 p-4" data-testid="wishlist-item">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="leading-snug font-semibold break-words">{book.title}</h2>
          <p className="text-muted-foreground text-sm">{t('common:byAuthor', { author: book.author })}</p>
          <p className="text-muted-foreground text-xs">{book.genre}</p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('item.remove', { title: book.title })}
          disabled={remove.isPending}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={PRIORITY_STYLE[label]} data-testid="priority-badge">
          {t(priorityKey(label))}
        </Badge>
        {book.isAvailable && (
          <Badge className="bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            {t('item.availableBadge')}
          </Badge>
        )}
      </div>
      <div className="text-muted-foreground flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span>{t('item.added', { date: formatDate(item.addedAt) })}</span>
        <span className="text-foreground font-semibold">
          {formatRupees(book.dailyFee)}
          <span className="text-muted-foreground text-xs font-normal">{t('item.perDay')}</span>
        </span>
      </div>
      <WishlistPriorityField item={item} saving={update.isPending} onSave={save} />
      <WishlistNotesField item={item} saving={update.isPending} onSave={save} />
      {book.isAvailable ? (
        <Button type="button" disabled={borrowing} onClick={() => onBorrow(book.id)}>
          {t('item.borrowNow')}
        </Button>
      ) : (
        <Button type="button" variant="secondary" disabled>
          {t('item.notAvailable')}
        </Button>
      )}
    </Card>
  );
}
