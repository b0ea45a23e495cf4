/**
 * Rating input: five stars as a radio group (spec 000 §5 "Review": rating 1 to 5). Native radios give
 * arrow-key movement; each star is labelled "N star(s)".
 */
import { useId } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX, RATING_MIN } from '@/domain/books';
import { cn } from '@/client/lib/utils';

interface StarInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

export function StarInput({ value, onChange, disabled }: StarInputProps) {
  const { t } = useTranslation('reviews');
  const name = useId();
  return (
    <fieldset className="grid gap-1.5" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('stars.legend')}</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <label key={rating} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('stars.option', { count: rating })}</span>
            <Star
              aria-hidden
              className={cn(
                'peer-focus-visible:ring-ring/50 size-8 rounded-sm p-0.5 peer-focus-visible:ring-[3px]',
                value !== null && rating <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
