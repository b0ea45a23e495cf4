/**
 * Analytics tab of the admin panel (spec 002 §2.1; ADR 0023): 12 weeks (Mondays, Asia/Kolkata) of
 * sign-ups, books listed, rentals started, purchases and gross rupees, and the top 5 hubs by rentals, each a
 * chart with 'Show as table'. This module and recharts load only when the tab is opened (admin-page.tsx).
 */
import { useTranslation } from 'react-i18next';
import type { AnalyticsWeek } from '@/contract/analytics';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatRupees } from '@/client/lib/format';
import { currentIntlLocale } from '@/client/lib/locale';
import { useAnalytics } from '../api/analytics';
import { ChartCard } from './chart-card';

/** The weekly charts; each title is `analytics.<key>` in the `admin` catalogue. */
const WEEKLY: { key: Exclude<keyof AnalyticsWeek, 'weekStart'>; money?: boolean }[] = [
  { key: 'signUps' },
  { key: 'booksListed' },
  { key: 'rentalsStarted' },
  { key: 'purchases' },
  { key: 'grossRupees', money: true },
];

/** '16 Nov' from '2026-11-16', in the current language's locale ('16 नव॰' in Hindi). */
const weekLabel = (monday: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${monday}T00:00:00Z`),
  );

export default function AnalyticsTab() {
  const { t } = useTranslation('admin');
  const analytics = useAnalytics();

  if (analytics.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('analytics.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-60 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('analytics.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void analytics.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }

  const { weeks, topHubs } = analytics.data;
  return (
    <section className="space-y-3" aria-labelledby="analytics-heading">
      <div>
        <h2 id="analytics-heading" className="text-lg font-semibold">
          {t('analytics.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('analytics.intro')}</p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {WEEKLY.map(({ key, money }) => (
          <ChartCard
            key={key}
            title={t(`analytics.${key}`)}
            labelHeading={t('analytics.week')}
            rows={weeks.map((w) => ({ label: weekLabel(w.weekStart), value: w[key] }))}
            format={money ? formatRupees : undefined}
          />
        ))}
        <ChartCard
          title={t('analytics.topHubs')}
          labelHeading={t('analytics.hub')}
          layout="ranking"
          rows={topHubs.map((h) => ({ label: h.name, value: h.rentals }))}
          empty={t('analytics.noHubs')}
        />
      </div>
    </section>
  );
}
