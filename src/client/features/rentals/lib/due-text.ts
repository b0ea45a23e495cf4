/**
 * The due text of a loan in the member's language (spec 001 §2.11, §4.1; ADR 0042): '2 days overdue',
 * 'Due today', 'Due tomorrow', 'Due in 3 days', by the same rule as the domain's `dueText` (days late from
 * `daysLate`, whole days left otherwise); `t` is a `rentals` translator.
 */
import type { TFunction } from 'i18next';
import { daysLate } from '@/domain/rentals';

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueText(endDate: Date, now: Date, t: TFunction<'rentals'>): string {
  const late = daysLate(endDate, now);
  if (late > 0) return t('due.overdue', { count: late });
  const left = Math.floor((endDate.getTime() - now.getTime()) / DAY_MS);
  if (left === 0) return t('due.today');
  if (left === 1) return t('due.tomorrow');
  return t('due.inDays', { count: left });
}
