/**
 * Write Review form (spec 000 §2 "Reviews panel", §5 "Review", §8 "Review save"): a 1-5 star rating
 * (submit disabled until chosen), optional text and a public toggle (default on). Toasts 'Review Added'
 * or 'Review Updated' on success and 'Failed to save review. Please try again.' on failure.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Review } from '@/contract/reviews';
import { Button } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { Switch } from '@/client/components/ui/switch';
import { Textarea } from '@/client/components/ui/textarea';
import { useSaveReview } from '../api/reviews';
import { StarInput } from './star-input';

interface ReviewFormProps {
  bookId: number;
  /** The member's earlier review of this book, to edit. */
  existing?: Review;
  onDone: () => void;
}

export function ReviewForm({ bookId, existing, onDone }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [reviewText, setReviewText] = useState(existing?.reviewText ?? '');
  const [isPublic, setIsPublic] = useState(existing?.isPublic ?? true);
  const save = useSaveReview(bookId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) return;
    save.mutate(
      { rating, reviewText, isPublic },
      {
        onSuccess: (result) => {
          toast.success(result.created ? t('form.added') : t('form.updated'));
          onDone();
        },
        onError: () => toast.error(t('form.failed')),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="bg-muted/40 grid gap-3 rounded-lg border p-3"
      aria-label={t('form.label')}
    >
      <StarInput value={rating} onChange={setRating} disabled={save.isPending} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-text`}>{t('form.text')}</Label>
        <Textarea
          id={`${id}-text`}
          value={reviewText}
          onChange={(e) => setReviewText(e.target.value)}
          rows={3}
          maxLength={2000}
          placeholder={t('form.placeholder')}
          disabled={save.isPending}
        />
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-public`}
          checked={isPublic}
          onCheckedChange={setIsPublic}
          disabled={save.isPending}
        />
        <Label htmlFor={`${id}-public`}>{t('form.public')}</Label>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" disabled={rating === null || save.isPending}>
          {save.isPending && <Spinner aria-label={t('form.saving')} />}
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
