/**
 * The Earnings tab of /earnings (spec 002 §2.3; issue rules "Earnings"): sub-tabs Money and Brocks, each
 * with earned, spent and net worth and the lists of earning and spending transactions; Money also shows the
 * deposits apart and the monthly earned/spent chart (recharts, loaded when it comes near the screen).
 */
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import type { EarningsBody, EarningsTransactionBody } from '@/contract/rewards';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { formatDate, formatRupees } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { canObserveVisibility, useOnVisible } from '@/client/lib/use-on-visible';
import { useEarnings } from '../api/rewards';
import { Loaded } from './bits';

const MonthlyChart = lazy(() => import('./monthly-chart'));

type Fmt = (n: number) => string;

function Totals({
  earned,
  spent,
  netWorth,
  fmt,
}: {
  earned: number;
  spent: number;
  netWorth: number;
  fmt: Fmt;
}) {
  const { t } = useTranslation('rewards');
  const tiles = [
    { id: 'Earned', label: t('earnings.earned'), value: earned, tone: 'text-green-700 dark:text-green-400' },
    { id: 'Spent', label: t('earnings.spent'), value: spent, tone: 'text-red-700 dark:text-red-400' },
    { id: 'Net Worth', label: t('earnings.netWorth'), value: netWorth, tone: '' },
  ];
  return (
    <div className="grid grid-cols-3 gap-2">
      {tiles.map((tile) => (
        <Card key={tile.id} className="items-center gap-0.5 px-1 py-3 text-center">
          <span
            className={cn('text-sm font-bold whitespace-nowrap', tile.tone)}
            data-testid={`total-${tile.id}`}
          >
            {fmt(tile.value)}
          </span>
          <span className="text-muted-foreground text-xs">{tile.label}</span>
        </Card>
      ))}
    </div>
  );
}

function TransactionList({
  title,
  items,
  empty,
  fmt,
  sign,
}: {
  title: string;
  items: EarningsTransactionBody[];
  empty: string;
  fmt: Fmt;
  sign: '+' | '−' | '';
}) {
  return (
    <Card className="gap-2 px-4 py-4">
      <h2 className="font-semibold">{title}</h2>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="divide-y">
          {items.map((x) => (
            <li key={`${x.type}-${x.id}`} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{x.description}</p>
                <p className="text-muted-foreground text-xs">{formatDate(x.createdAt)}</p>
              </div>
              <span className="shrink-0 text-sm font-semibold">
                {x.amount < 0 ? '+' : sign}
                {fmt(Math.abs(x.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * The monthly chart, loaded and drawn once its place comes within 400 px of the screen (`useOnVisible`):
 * recharts is the heaviest part of the page and sits below the lists, so a member who does not scroll
 * to it never pays for it (docs/decisions/0043-lighter-first-screen.md). Until then, and while its code
 * loads, a skeleton of the chart's height holds the place.
 */
function ChartWhenNear({ monthly }: { monthly: EarningsBody['money']['monthly'] }) {
  const { t } = useTranslation('rewards');
  const [near, setNear] = useState(() => !canObserveVisibility());
  const ref = useOnVisible<HTMLDivElement>(() => setNear(true), { enabled: !near });
  const skeleton = <Skeleton role="status" aria-label={t('earnings.chartLoading')} className="h-56 w-full" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={skeleton}>
          <MonthlyChart monthly={monthly} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}

function Deposits({ d }: { d: EarningsBody['money']['deposits'] }) {
  const { t } = useTranslation('rewards');
  const rows = [
    [t('earnings.depositHeld'), d.held],
    [t('earnings.depositRefunded'), d.refunded],
    [t('earnings.depositApplied'), d.applied],
    [t('earnings.depositHolding'), d.holding],
  ] as const;
  return (
    <Card className="gap-2 px-4 py-4">
      <h2 className="font-semibold">{t('earnings.deposits')}</h2>
      <p className="text-muted-foreground text-xs">{t('earnings.depositsNote')}</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="bg-muted/50 rounded-lg px-3 py-2">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd className="font-semibold">{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Side({ side, fmt }: { side: EarningsBody['brocks']; fmt: Fmt }) {
  const { t } = useTranslation('rewards');
  return (
    <>
      <Totals earned={side.earned} spent={side.spent} netWorth={side.netWorth} fmt={fmt} />
      <TransactionList
        title={t('earnings.earningList')}
        items={side.earningTransactions}
        empty={t('earnings.noEarnings')}
        fmt={fmt}
        sign="+"
      />
      <TransactionList
        title={t('earnings.spendingList')}
        items={side.spendingTransactions}
        empty={t('earnings.noSpending')}
        fmt={fmt}
        sign="−"
      />
    </>
  );
}

export function EarningsTab() {
  const { t } = useTranslation('rewards');
  const earnings = useEarnings();
  const brocksFmt: Fmt = (n) => `${n} ${t('brocks')}`;
  return (
    <Loaded query={earnings} label={t('earnings.title')} className="h-64">
      {(e) => (
        <Tabs defaultValue="money" className="gap-4">
          <TabsList className="w-full">
            <TabsTrigger value="money">{t('earnings.sub.money')}</TabsTrigger>
            <TabsTrigger value="brocks">{t('earnings.sub.brocks')}</TabsTrigger>
          </TabsList>
          <TabsContent value="money" className="space-y-4">
            <Side side={e.money} fmt={formatRupees} />
            <Card className="gap-2 px-4 py-4">
              <h2 className="font-semibold">{t('earnings.monthly')}</h2>
              <ChartWhenNear monthly={e.money.monthly} />
            </Card>
            <Deposits d={e.money.deposits} />
          </TabsContent>
          <TabsContent value="brocks" className="space-y-4">
            <Side side={e.brocks} fmt={brocksFmt} />
          </TabsContent>
        </Tabs>
      )}
    </Loaded>
  );
}
