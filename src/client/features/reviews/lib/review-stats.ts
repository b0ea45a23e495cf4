/**
 * Review figures for the Reviews panel (spec 000 §2 "Reviews panel", §9): the average rating to one
 * decimal and each review's age, in hours under 24 hours, else in days.
 */
import { i18n } from '@/client/i18n/i18n';

const HOUR_MS = 60 * 60 * 1000;

/** Mean rating of `reviews` (1-5), or null when there are none. */
export function averageRating(reviews: ReadonlyArray<{ rating: number }>): number | null {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

/** The average as shown: one decimal (`4.333…` → `4.3`). */
export function formatAverage(average: number): string {
  return average.toFixed(1);
}

/**
 * How long ago `createdAt` was, counted down to whole units: 'N hours ago' under 24 hours, else
 * 'N days ago' (singular for 1), in the current language (ADR 0042). A future time (clock skew) counts as 0
 * hours.
 */
export function reviewAge(createdAt: string | Date, now: Date = new Date()): string {
  const hours = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / HOUR_MS));
  if (hours < 24) return i18n.t('reviews:age.hours', { count: hours });
  return i18n.t('reviews:age.days', { count: Math.floor(hours / 24) });
}
