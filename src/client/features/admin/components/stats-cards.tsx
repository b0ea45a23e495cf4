/** The four stat cards on top of the admin panel (spec 002 §2.1), with skeletons and a retry. */
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useAdminStats } from '../api/stats';
import { STAT_CARDS } from '../lib/fields';
import { formatNumber } from '@/client/lib/format';

export function StatsCards() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <Card className="flex-row items-center justify-between gap-3 px-4 py-3">
        <p role="alert" className="text-destructive text-sm">
          {t('stats.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-busy={stats.isPending}>
      {STAT_CARDS.map((key) => (
        <Card key={key} className="gap-1 px-3 py-3">
          <dt className="text-muted-foreground text-xs font-medium">{t(`stats.${key}`)}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {stats.data ? formatNumber(stats.data[key]) : <Skeleton className="h-8 w-16" />}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
