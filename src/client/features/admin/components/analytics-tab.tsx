/**
 * Analytics tab of the admin panel (spec 002 §2.1; ADR 0023): 12 weeks (Mondays, Asia/Kolkata) of
 * sign-ups, books listed, rentals started, purchases and gross rupees, and the top 5 hubs by rentals, each a
 * chart with 'Show as table'. This module and recharts load only when the tab is opened (admin-page.tsx).
 */
import { ANALYTICS_TEXT, type AnalyticsWeek } from '@/contract/analytics';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatRupees } from '@/client/lib/format';
import { useAnalytics } from '../api/analytics';
import { ChartCard } from './chart-card';

const WEEKLY: { key: Exclude<keyof AnalyticsWeek, 'weekStart'>; title: string; money?: boolean }[] = [
  { key: 'signUps', title: ANALYTICS_TEXT.signUps },
  { key: 'booksListed', title: ANALYTICS_TEXT.booksListed },
  { key: 'rentalsStarted', title: ANALYTICS_TEXT.rentalsStarted },
  { key: 'purchases', title: ANALYTICS_TEXT.purchases },
  { key: 'grossRupees', title: ANALYTICS_TEXT.gross, money: true },
];

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** '16 Nov' from '2026-11-16'. */
const weekLabel = (monday: string) => dayMonth.format(new Date(`${monday}T00:00:00Z`));

export default function AnalyticsTab() {
  const analytics = useAnalytics();

  if (analytics.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading analytics">
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
          {ANALYTICS_TEXT.failed}
        </p>
        <Button variant="outline" size="sm" onClick={() => void analytics.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }

  const { weeks, topHubs } = analytics.data;
  return (
    <section className="space-y-3" aria-labelledby="analytics-heading">
      <div>
        <h2 id="analytics-heading" className="text-lg font-semibold">
          Analytics
        </h2>
        <p className="text-muted-foreground text-sm">Last 12 weeks, each starting on Monday (India time).</p>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {WEEKLY.map(({ key, title, money }) => (
          <ChartCard
            key={key}
            title={title}
            labelHeading={ANALYTICS_TEXT.week}
            rows={weeks.map((w) => ({ label: weekLabel(w.weekStart), value: w[key] }))}
            format={money ? formatRupees : undefined}
          />
        ))}
        <ChartCard
          title={ANALYTICS_TEXT.topHubs}
          labelHeading={ANALYTICS_TEXT.hub}
          layout="ranking"
          rows={topHubs.map((h) => ({ label: h.name, value: h.rentals }))}
          empty={ANALYTICS_TEXT.noHubs}
        />
      </div>
    </section>
  );
}
