/**
 * The cost breakdown of the Borrow/Buy dialog (spec 000 §3 "Pricing", §9; 001 §2.5): a rental shows the
 * rental fee, platform fee, security deposit, Brocks discount and total; a purchase its price, platform
 * fee and total. A commission-free period adds 'Commission-free until {date}' and Hubshelf credit a 'Referral
 * credit' line; the total is then what is left to pay (ADR 0028). Without a cost it shows why ('Please select rental duration', 'Unable to calculate
 * cost', …); while the platform settings load, a skeleton. Texts from the `checkout` catalogue, money through
 * `formatRupees` (ADR 0042).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { paiseToRupees } from '@/domain/money';
import { Skeleton } from '@/client/components/ui/skeleton';
import { formatDate, formatRupees } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import type { TransactionCost } from '../lib/transaction-cost';

const money = (paise: number) => formatRupees(paiseToRupees(paise));

interface Row {
  label: string;
  value: string;
  className?: string;
}

const SAVED = 'text-emerald-700 dark:text-emerald-400';

/** The perks' lines (ADR 0028): the commission-free period and the credit applied. */
function perkRows(t: TFunction, cost: TransactionCost, commissionFreeUntil: string | null): Row[] {
  const out: Row[] = [];
  if (cost.quote.commissionFree && commissionFreeUntil)
    out.push({
      label: t('cost.commissionFreeUntil', { date: formatDate(commissionFreeUntil) }),
      value: money(0),
      className: SAVED,
    });
  if (cost.quote.creditPaise > 0)
    out.push({
      label: t('cost.referralCredit'),
      value: `−${money(cost.quote.creditPaise)}`,
      className: SAVED,
    });
  return out;
}

/**
 * The price lines. `feeWaived`: the commission-free line stands in for the platform fee, so the fee's own
 * ₹0.00 line is left out (one line per thing the member pays or saves).
 */
function rows(t: TFunction, cost: TransactionCost, feeWaived: boolean): Row[] {
  const platform: Row[] = feeWaived
    ? []
    : [
        {
          label: t('cost.platformFee', { rate: cost.quote.commissionRate }),
          value: money(cost.quote.platformFeePaise),
        },
      ];
  if (cost.type === 'buy') {
    return [{ label: t('cost.price'), value: money(cost.quote.sellingPricePaise) }, ...platform];
  }
  const q = cost.quote;
  return [
    {
      label: t('cost.rentalFee', { fee: money(q.dailyFeePaise), count: q.days }),
      value: money(q.rentalFeePaise),
    },
    ...platform,
    { label: t('cost.deposit'), value: money(q.securityDepositPaise) },
    {
      label: t('cost.brocksDiscount'),
      value: `−${money(q.brocksDiscountPaise)}`,
      className: q.brocksDiscountPaise > 0 ? 'text-emerald-700 dark:text-emerald-400' : undefined,
    },
  ];
}

interface CostBreakdownProps {
  loading: boolean;
  cost: TransactionCost | null;
  /** why there is no cost */
  problem: string | null;
  /** the end of the member's commission-free period (ISO 8601), or null */
  commissionFreeUntil?: string | null;
}

export function CostBreakdown({ loading, cost, problem, commissionFreeUntil = null }: CostBreakdownProps) {
  const { t } = useTranslation('payments');
  return (
    <section aria-labelledby="cost-breakdown-title" className="bg-muted/50 grid gap-2 rounded-md p-3">
      <h3 id="cost-breakdown-title" className="text-sm font-semibold">
        {t('cost.title')}
      </h3>
      {loading ? (
        <div className="grid gap-2" aria-busy="true" aria-label={t('cost.loading')}>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ) : cost ? (
        <dl className="grid gap-1.5 text-sm" data-testid="cost-breakdown">
          {[
            ...rows(
              t,
              cost,
              cost.quote.commissionFree && !!commissionFreeUntil && cost.quote.platformFeePaise === 0,
            ),
            ...perkRows(t, cost, commissionFreeUntil),
          ].map((row) => (
            <div key={row.label} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className={cn('font-medium tabular-nums', row.className)}>{row.value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 border-t pt-2 text-base">
            <dt className="font-semibold">{t('cost.total')}</dt>
            <dd className="font-bold tabular-nums" data-testid="cost-total">
              {money(cost.quote.payablePaise)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {problem}
        </p>
      )}
    </section>
  );
}
