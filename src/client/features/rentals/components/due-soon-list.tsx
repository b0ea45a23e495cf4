/**
 * Due Soon on the home dashboard (spec 001 §2.2, §4.1, §9): the member's active loans (GET
 * /api/rentals/active, soonest due first) that are due within 1 day or already overdue, each with its
 * title, lender and due label. Shown only when there is something due; a link leads to My Books →
 * Borrowed, where the book can be returned or extended. Texts from the `rentals` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { isDueSoon } from '@/domain/rentals';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Link } from 'react-router';
import { useActiveRentals } from '../api/rental-lists';
import { DueLabel } from './due-label';

export function DueSoonList({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('rentals');
  const active = useActiveRentals();
  if (active.isPending) {
    return <Skeleton className="h-24 w-full rounded-xl" role="status" aria-label={t('dueSoon.loading')} />;
  }
  if (active.isError) {
    return (
      <Card className="gap-2 px-4 py-4">
        <p role="alert" className="text-sm">
          {t('dueSoon.error')}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={() => void active.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }
  const due = active.data.filter((r) => isDueSoon(new Date(r.endDate), now));
  if (due.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('dueSoon.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {due.map((rental) => (
            <li key={rental.id} className="flex items-center justify-between gap-3">
              <div className="min-w-0">
                <p className="line-clamp-1 text-sm font-medium">{rental.book.title}</p>
                <p className="text-muted-foreground line-clamp-1 text-xs">
                  {t('dueSoon.from', { name: rental.lender.name })}
                </p>
              </div>
              <DueLabel rental={rental} now={now} />
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link to="/my-books?tab=borrowed">{t('dueSoon.returnOrExtend')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
