/**
 * Reviews panel (spec 000 §2 "Reviews panel", §9): 3 skeleton rows while loading; 'No reviews yet. Be
 * the first to review this book!' when empty; otherwise 'Reviews (count)', the average to one decimal
 * with stars, and each review with its stars, author and age ('N hours ago' under 24 hours, else
 * 'N days ago'). 'Write Review' only for a signed-in member who may review the book. A signed-in member
 * can report someone else's review from its small menu (ADR 0050).
 */
import { useState } from 'react';
import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useReportDialog } from '@/client/features/reports';
import { useReviews } from '../api/reviews';
import { averageRating, formatAverage, reviewAge } from '../lib/review-stats';
import { ReviewForm } from './review-form';
import { ReviewMenu } from './review-menu';
import { StarRating } from './star-rating';

/** Skeleton rows while reviews load (spec 000 §9). */
export const REVIEW_SKELETON_ROWS = 3;

interface ReviewsPanelProps {
  bookId: number;
  /** The signed-in member's id, or null for a visitor. */
  viewerId: number | null;
  /** False hides Write Review (signed out, or the viewer owns the book). */
  canReview: boolean;
  /** Level of the 'Reviews' heading under the page's or dialog's headings (default 3). */
  headingLevel?: 2 | 3;
}

export function ReviewsPanel({ bookId, viewerId, canReview, headingLevel = 3 }: ReviewsPanelProps) {
  const { t } = useTranslation('reviews');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const reviews = useReviews(bookId);
  const [writing, setWriting] = useState(false);
  const { openReport, reportDialog } = useReportDialog();
  const list = reviews.data ?? [];
  const mine = viewerId === null ? undefined : list.find((r) => r.userId === viewerId);
  const average = averageRating(list);

  return (
    <section aria-labelledby={`reviews-${bookId}`} className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <Heading id={`reviews-${bookId}`} className="font-semibold">
          {reviews.isPending || list.length === 0
            ? t('panel.title')
            : t('panel.titleCount', { count: list.length })}
        </Heading>
        {canReview && !writing && (
          <Button type="button" size="sm" variant="outline" onClick={() => setWriting(true)}>
            <PenLine aria-hidden />
            {t('panel.write')}
          </Button>
        )}
      </div>

      {writing && <ReviewForm bookId={bookId} existing={mine} onDone={() => setWriting(false)} />}

      {reviews.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('panel.loading')}>
          {Array.from({ length: REVIEW_SKELETON_ROWS }, (_, i) => (
            <div key={i} className="grid gap-1.5" data-testid="review-skeleton">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          ))}
        </div>
      ) : average === null ? (
        <p className="text-muted-foreground text-sm">{t('panel.empty')}</p>
      ) : (
        <>
          <div className="flex items-center gap-2" data-testid="reviews-average">
            <span className="text-2xl font-bold">{formatAverage(average)}</span>
            <StarRating rating={average} />
          </div>
          <ul className="grid gap-3">
            {list.map((review) => (
              <li key={review.id} className="grid gap-1 border-t pt-3">
                <div className="flex flex-wrap items-center justify-between gap-x-2">
                  <span className="text-sm font-medium">{review.user.name}</span>
                  <span className="text-muted-foreground flex items-center gap-1 text-xs">
                    {reviewAge(review.createdAt)}
                    {viewerId !== null && review.userId !== viewerId && (
                      <ReviewMenu
                        author={review.user.name}
                        onReport={() => openReport({ kind: 'review', id: review.id })}
                      />
                    )}
                  </span>
                </div>
                <StarRating rating={review.rating} />
                {review.reviewText && <p className="text-sm whitespace-pre-line">{review.reviewText}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      {reportDialog}
    </section>
  );
}
