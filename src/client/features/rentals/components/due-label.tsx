/**
 * The due label of a rental (spec 001 §2.11, §4.1; 000 §4 "Loan status style"): the due text ('Due
 * tomorrow', '2 days overdue', …) in the loan status style class (status-borrowed / -due-soon / -overdue of
 * styles.css), or 'Pending Owner Confirmation' while a return awaits the owner. Rules from `src/domain`.
 */
import { dueText, loanStatusStyle } from '@/domain/rentals';
import type { RentalDetails } from '@/contract/rentals';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';

export const PENDING_OWNER_CONFIRMATION = 'Pending Owner Confirmation';

export function DueLabel({ rental, now = new Date() }: { rental: RentalDetails; now?: Date }) {
  if (rental.status === 'return_requested') {
    return (
      <Badge variant="outline" className="status-borrowed border-transparent">
        {PENDING_OWNER_CONFIRMATION}
      </Badge>
    );
  }
  const endDate = new Date(rental.endDate);
  return (
    <Badge variant="outline" className={cn('border-transparent', loanStatusStyle(false, endDate, now))}>
      <time dateTime={rental.endDate}>{dueText(endDate, now)}</time>
    </Badge>
  );
}
