/**
 * The due text of a loan in the member's language (spec 000 §4, 001 §2.11, §4.1; ADR 0042): '2 days
 * overdue', 'Due today', 'Due tomorrow', 'Due in 3 days'. Where the loan stands is the domain's `dueState`
 * (docs/decisions/0046-client-on-the-domain.md); the `rentals` catalogue words it (`t` is a `rentals` translator).
 */
import type { TFunction } from 'i18next';
import { dueState } from '@/domain/rentals';

export function dueText(endDate: Date, now: Date, t: TFunction<'rentals'>): string {
  const { kind, days } = dueState(endDate, now);
  if (kind === 'overdue') return t('due.overdue', { count: days });
  if (kind === 'today') return t('due.today');
  if (kind === 'tomorrow') return t('due.tomorrow');
  return t('due.inDays', { count: days });
}
