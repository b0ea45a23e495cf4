/**
 * The due label of a rental (spec 001 §2.11, §4.1; 000 §4 "Loan status style"): the due text ('Due
 * tomorrow', '2 days overdue', …) in the loan status style class (status-borrowed / -due-soon / -overdue of
 * styles.css), or 'Pending Owner Confirmation' while a return awaits the owner. Rules from `src/domain`;
 * texts from the `rentals` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { loanStatusStyle } from '@/domain/rentals';
import type { RentalDetails } from '@/contract/rentals';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { dueText } from '../lib/due-text';

export function DueLabel({ rental, now = new Date() }: { rental: RentalDetails; now?: Date }) {
  const { t } = useTranslation('rentals');
  if (rental.status === 'return_requested') {
    return (
      <Badge variant="outline" className="status-borrowed border-transparent">
        {t('due.pendingOwner')}
      </Badge>
    );
  }
  const endDate = new Date(rental.endDate);
  return (
    <Badge variant="outline" className={cn('border-transparent', loanStatusStyle(false, endDate, now))}>
      <time dateTime={rental.endDate}>{dueText(endDate, now, t)}</time>
    </Badge>
  );
}
