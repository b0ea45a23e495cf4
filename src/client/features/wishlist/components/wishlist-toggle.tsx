/**
 * The wishlist toggle (spec 000 §2 "List card", "Book Details dialog" favourite, §4 "Wishlist toggle",
 * §8): 'Wishlist' ↔ 'Wishlisted', disabled while its check loads or a change is pending; each change
 * toasts 'Added to Wishlist' / 'Removed from Wishlist', a failure 'Error' / 'Failed to update wishlist.
 * Please try again.' Clicks never reach a surrounding card. Used by book cards, Book Details and
 * recommendations.
 */
import type { MouseEvent } from 'react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/utils';
import { useToggleWishlist, useWishlistCheck } from '../api/wishlist';

export interface WishlistToggleProps {
  bookId: number;
  /** the book's title, for the accessible name */
  bookTitle?: string;
  size?: 'sm' | 'default';
  className?: string;
}

export function WishlistToggle({ bookId, bookTitle, size = 'sm', className }: WishlistToggleProps) {
  const { t } = useTranslation('wishlist');
  const check = useWishlistCheck(bookId);
  const toggle = useToggleWishlist(bookId);
  const wishlisted = check.data === true;

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    toggle.mutate(!wishlisted, {
      onSuccess: (added) =>
        added
          ? toast.success(t('toggle.added'), { description: t('toggle.addedDescription') })
          : toast.success(t('toggle.removed'), { description: t('toggle.removedDescription') }),
      onError: () => toast.error(t('common:error'), { description: t('toggle.updateFailed') }),
    });
  };

  return (
    <Button
      type="button"
      size={size}
      variant={wishlisted ? 'secondary' : 'outline'}
      aria-pressed={wishlisted}
      aria-label={
        bookTitle ? t(wishlisted ? 'toggle.onNamed' : 'toggle.offNamed', { title: bookTitle }) : undefined
      }
      disabled={check.isPending || toggle.isPending}
      onClick={onClick}
      className={className}
    >
      <Heart aria-hidden className={cn(wishlisted && 'fill-current text-red-500')} />
      {wishlisted ? t('toggle.on') : t('toggle.off')}
    </Button>
  );
}
