/**
 * Availability badge (spec 000 §2 "Shared book card", §4): 'Available' or 'Borrowed', coloured by the
 * loan status style ('status-available' / 'status-borrowed') of src/domain/rentals.ts, the one home of the
 * loan status and due texts. `reserved` (a book available but held for another member, docs/decisions/
 * 0025-availability-alerts-hold-queue.md) reads 'Reserved', coloured as borrowed: the viewer cannot take it.
 * Texts from the `books` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { cn } from '@/client/lib/utils';
import { loanStatusStyle, type LoanStatusStyle } from '@/domain/rentals';

/** Badge colours for each loan status style (light and dark). */
const STATUS_CLASSES: Record<LoanStatusStyle, string> = {
  'status-available': 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  'status-borrowed': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  'status-due-soon': 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  'status-overdue': 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

export function AvailabilityBadge({
  isAvailable,
  reserved = false,
  className,
}: {
  isAvailable: boolean;
  reserved?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('books');
  // a book card knows no due date: available, or borrowed; a reserved book is not available to the viewer
  const status = loanStatusStyle(isAvailable && !reserved, null, new Date());
  return (
    <Badge variant="outline" className={cn('border-transparent', status, STATUS_CLASSES[status], className)}>
      {!isAvailable
        ? t('availability.borrowed')
        : reserved
          ? t('availability.reserved')
          : t('availability.available')}
    </Badge>
  );
}
