/**
 * The Earnings tab of /earnings (spec 002 §2.3; issue rules "Earnings"): sub-tabs Money and Brocks, each
 * with earned, spent and net worth and the lists of earning and spending transactions; Money also shows the
 * deposits apart and the monthly earned/spent chart (lazily loaded with recharts).
 */
import { lazy, Suspense } from 'react';
import type { EarningsBody, EarningsTransactionBody } from '@/contract/rewards';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { formatDate, formatRupees } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { useEarnings } from '../api/rewards';
import { REWARDS_TEXT as T } from '../text';
import { Loaded } from './bits';

const MonthlyChart = lazy(() => import('./monthly-chart'));

type Fmt = (n: number) => string;
const brocksFmt: Fmt = (n) => `${n} ${T.brocks}`;

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
  const tiles = [
    { label: T.earnings.earned, value: earned, tone: 'text-green-700 dark:text-green-400' },
    { label: T.earnings.spent, value: spent, tone: 'text-red-700 dark:text-red-400' },
    { label: T.earnings.netWorth, value: netWorth, tone: '' },
  ];
  return (
    <div className="grid grid-cols-3 gap-2">
      {tiles.map((t) => (
        <Card key={t.label} className="items-center gap-0.5 px-1 py-3 text-center">
          <span
            className={cn('text-sm font-bold whitespace-nowrap', t.tone)}
            data-testid={`total-${t.label}`}
          >
            {fmt(t.value)}
          </span>
          <span className="text-muted-foreground text-xs">{t.label}</span>
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

function Deposits({ d }: { d: EarningsBody['money']['deposits'] }) {
  const rows = [
    [T.earnings.depositHeld, d.held],
    [T.earnings.depositRefunded, d.refunded],
    [T.earnings.depositApplied, d.applied],
    [T.earnings.depositHolding, d.holding],
  ] as const;
  return (
    <Card className="gap-2 px-4 py-4">
      <h2 className="font-semibold">{T.earnings.deposits}</h2>
      <p className="text-muted-foreground text-xs">{T.earnings.depositsNote}</p>
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
  return (
    <>
      <Totals earned={side.earned} spent={side.spent} netWorth={side.netWorth} fmt={fmt} />
      <TransactionList
        title={T.earnings.earningList}
        items={side.earningTransactions}
        empty={T.earnings.noEarnings}
        fmt={fmt}
        sign="+"
      />
      <TransactionList
        title={T.earnings.spendingList}
        items={side.spendingTransactions}
        empty={T.earnings.noSpending}
        fmt={fmt}
        sign="−"
      />
    </>
  );
}

export function EarningsTab() {
  const earnings = useEarnings();
  return (
    <Loaded query={earnings} label={T.earnings.title} className="h-64">
      {(e) => (
        <Tabs defaultValue="money" className="gap-4">
          <TabsList className="w-full">
            <TabsTrigger value="money">{T.earnings.sub.money}</TabsTrigger>
            <TabsTrigger value="brocks">{T.earnings.sub.brocks}</TabsTrigger>
          </TabsList>
          <TabsContent value="money" className="space-y-4">
            <Side side={e.money} fmt={formatRupees} />
            <Card className="gap-2 px-4 py-4">
              <h2 className="font-semibold">{T.earnings.monthly}</h2>
              <Suspense
                fallback={
                  <Skeleton role="status" aria-label={T.earnings.chartLoading} className="h-56 w-full" />
                }
              >
                <MonthlyChart monthly={e.money.monthly} />
              </Suspense>
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
