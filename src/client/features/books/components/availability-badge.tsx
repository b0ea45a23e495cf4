/**
 * Availability badge (spec 000 §2 "Shared book card", §4): 'Available' or 'Borrowed', coloured by the
 * loan status style ('status-available' / 'status-borrowed').
 */
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { LOAN_STATUS_CLASSES, loanStatus } from '../lib/loan-status';

export function AvailabilityBadge({ isAvailable, className }: { isAvailable: boolean; className?: string }) {
  const status = loanStatus(isAvailable);
  return (
    <Badge
      variant="outline"
      className={cn('border-transparent', status, LOAN_STATUS_CLASSES[status], className)}
    >
      {isAvailable ? 'Available' : 'Borrowed'}
    </Badge>
  );
}
