/**
 * One wishlist item on /my-wishlist (spec 001 §2.17, §3, §8 "Wishlist removal"; ADR 0024): title,
 * author, genre, a priority badge with a select to change it, 'Available Now!', the added date, the fee
 * per day, editable notes, 'Borrow Now' (opens the Borrow/Buy dialog) or a disabled 'Not Available', and
 * a remove button ('Removed from Wishlist' / 'Book has been removed from your wishlist'; on failure
 * 'Error' / 'Failed to remove book from wishlist').
 */
import { useState } from 'react';
import { format } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { WISHLIST_MESSAGES as M, type WishlistItem } from '@/contract/wishlist';
import { WISHLIST_NOTES_MAX, WISHLIST_PRIORITIES, normalisePriority, priorityLabel } from '@/domain/wishlist';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { errorMessage } from '@/client/lib/api';
import { formatRupees } from '@/client/lib/format';
import { useRemoveWishlistItem, useUpdateWishlistItem } from '../api/wishlist';

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

export function WishlistItemCard({ item, onBorrow, borrowing }: Props) {
  const { book } = item;
  const update = useUpdateWishlistItem(book.id);
  const remove = useRemoveWishlistItem(book.id);
  const [notes, setNotes] = useState(item.notes ?? '');
  const label = priorityLabel(item.priority);
  const notesId = `wishlist-notes-${item.id}`;
  const notesChanged = notes.trim() !== (item.notes ?? '');

  const save = (body: { priority?: number; notes?: string }) =>
    update.mutate(body, {
      onSuccess: () => toast.success(M.saved),
      onError: (err) => toast.error(M.error, { description: errorMessage(err, M.saveFailed) }),
    });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(M.removed, { description: M.pageRemovedDescription }),
      onError: () => toast.error(M.error, { description: M.removeFailed }),
    });

  return (
    <Card className="gap-3 p-4" data-testid="wishlist-item">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="leading-snug font-semibold break-words">{book.title}</h2>
          <p className="text-muted-foreground text-sm">by {book.author}</p>
          <p className="text-muted-foreground text-xs">{book.genre}</p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${book.title} from wishlist`}
          disabled={remove.isPending}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge className={PRIORITY_STYLE[label]} data-testid="priority-badge">
          {label}
        </Badge>
        {book.isAvailable && (
          <Badge className="bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            {M.availableBadge}
          </Badge>
        )}
      </div>
      <div className="text-muted-foreground flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm">
        <span>Added {format(new Date(item.addedAt), 'd MMM yyyy')}</span>
        <span className="text-foreground font-semibold">
          {formatRupees(book.dailyFee)}
          <span className="text-muted-foreground text-xs font-normal">/day</span>
        </span>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`wishlist-priority-${item.id}`}>{M.priorityLabel}</Label>
        <Select
          value={String(normalisePriority(item.priority))}
          disabled={update.isPending}
          onValueChange={(v) => save({ priority: Number(v) })}
        >
          <SelectTrigger
            id={`wishlist-priority-${item.id}`}
            className="w-full"
            aria-label={`${M.priorityLabel}: ${book.title}`}
          >
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {WISHLIST_PRIORITIES.map((p) => (
              <SelectItem key={p} value={String(p)}>
                {priorityLabel(p)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={notesId}>{M.notesLabel}</Label>
        <Textarea
          id={notesId}
          value={notes}
          maxLength={WISHLIST_NOTES_MAX}
          placeholder={M.notesPlaceholder}
          onChange={(e) => setNotes(e.target.value)}
          rows={2}
        />
        {notesChanged && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-end"
            disabled={update.isPending}
            onClick={() => save({ notes })}
          >
            {M.saveNotes}
          </Button>
        )}
      </div>
      {book.isAvailable ? (
        <Button type="button" disabled={borrowing} onClick={() => onBorrow(book.id)}>
          {M.borrowNow}
        </Button>
      ) : (
        <Button type="button" variant="secondary" disabled>
          {M.notAvailable}
        </Button>
      )}
    </Card>
  );
}
