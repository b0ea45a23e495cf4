/** Read-only 1-5 stars (spec 000 §9 "Review stars 5"), announced as "Rated N out of 5". */
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '@/domain/books';
import { cn } from '@/client/lib/utils';

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation('reviews');
  const rounded = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={t('stars.rated', { rating: Number(rating.toFixed(1)), max: RATING_MAX })}
      className={cn('inline-flex gap-0.5', className)}
    >
      {Array.from({ length: RATING_MAX }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn('size-4', i < rounded ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}
