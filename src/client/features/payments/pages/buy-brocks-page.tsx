/**
 * /buy-brocks (spec 002 §2.4, §4 "Buying Brocks", §8): the header (admin-managed 'buy-brocks' page content,
 * built-in 'Buy Brocks Credits'), the balance, the package cards (Popular marked, bonus shown), the purchase
 * summary of the chosen package, 'Complete Purchase' and 'Why Buy Brocks?'. Paying goes through the
 * checkout of `useBuyBrocks`; the balance refreshes after a purchase. Texts from the `payments` catalogue
 * (ADR 0042); the stored page content is English and shows only in English.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Check, Coins, Sparkles } from 'lucide-react';
import type { BrocksPackage } from '@/contract/brocks-packages';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { ChoiceCard } from '@/client/components/ui/choice-card';
import { RadioGroup } from '@/client/components/ui/radio-group';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Spinner } from '@/client/components/ui/spinner';
import { formatNumber, formatRupees } from '@/client/lib/format';
import { useCredits } from '@/client/features/brocks';
import { useBrocksPackages, useBuyBrocksContent } from '../api/brocks-packages';
import { useBuyBrocks } from '../components/use-buy-brocks';

const brocks = (n: number) => formatNumber(n);

/** The lines of 'Why Buy Brocks?' (`buyBrocks.why.<key>` in the `payments` catalogue). */
const WHY = ['rupeesOff', 'commissionFree', 'payInBrocks', 'leaderboard'] as const;

function Balance() {
  const { t } = useTranslation('payments');
  const credits = useCredits();
  return (
    <Card className="flex-row items-center gap-3 px-4 py-4">
      <Coins aria-hidden className="size-8 text-yellow-600 dark:text-yellow-400" />
      <div>
        <p className="text-muted-foreground text-xs">{t('buyBrocks.balance')}</p>
        {credits.isPending ? (
          <Skeleton className="mt-1 h-6 w-24" />
        ) : credits.isError ? (
          <p className="flex items-center gap-2 text-sm">
            <span role="alert" className="text-destructive">
              {t('buyBrocks.balanceFailed')}
            </span>
            <Button variant="outline" size="sm" onClick={() => void credits.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </p>
        ) : (
          <p className="text-xl font-bold" data-testid="brocks-balance">
            {`${brocks(credits.data.balance)} ${t('buyBrocks.brocksUnit')}`}
          </p>
        )}
      </div>
    </Card>
  );
}

function PackageCard({ pkg }: { pkg: BrocksPackage }) {
  const { t } = useTranslation('payments');
  return (
    <ChoiceCard value={String(pkg.id)} cardClassName="items-start gap-3 px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-2 font-medium">
          {pkg.name}
          {pkg.popular && <Badge>{t('buyBrocks.popular')}</Badge>}
        </span>
        <span className="text-sm">
          {brocks(pkg.brocks)} {t('buyBrocks.brocksUnit')}
          {pkg.bonus > 0 && (
            <span className="ml-2 text-xs font-medium text-green-700 dark:text-green-400">
              {t('buyBrocks.bonus', { brocks: brocks(pkg.bonus) })}
            </span>
          )}
        </span>
      </div>
      <span className="shrink-0 font-semibold">{formatRupees(Number(pkg.price))}</span>
    </ChoiceCard>
  );
}

function Summary({ pkg }: { pkg: BrocksPackage }) {
  const { t } = useTranslation('payments');
  const rows: [string, string][] = [
    [t('buyBrocks.package'), pkg.name],
    [t('buyBrocks.baseBrocks'), brocks(pkg.brocks)],
    [t('buyBrocks.bonusBrocks'), brocks(pkg.bonus)],
    [t('buyBrocks.totalBrocks'), brocks(pkg.brocks + pkg.bonus)],
    [t('buyBrocks.price'), formatRupees(Number(pkg.price))],
  ];
  return (
    <Card className="gap-2 px-4 py-4" aria-labelledby="purchase-summary">
      <h2 id="purchase-summary" className="text-base font-semibold">
        {t('buyBrocks.summary')}
      </h2>
      <dl className="grid grid-cols-2 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** 'Why Buy Brocks?': what Brocks are good for. */
function WhyBuyBrocks() {
  const { t } = useTranslation('payments');
  return (
    <Card className="gap-2 px-4 py-4">
      <h2 className="flex items-center gap-2 text-base font-semibold">
        <Sparkles aria-hidden className="size-5 text-yellow-600 dark:text-yellow-400" />
        {t('buyBrocks.whyTitle')}
      </h2>
      <ul className="grid gap-1.5 text-sm">
        {WHY.map((key) => (
          <li key={key} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400" />
            {t(`buyBrocks.why.${key}`)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function BuyBrocksPage() {
  const { t, i18n } = useTranslation('payments');
  // Stored page content is English (ADR 0042): in another language the catalogue's header shows.
  const stored = useBuyBrocksContent();
  const content = i18n.resolvedLanguage === 'en' ? stored : undefined;
  const packages = useBrocksPackages();
  const [selectedId, setSelectedId] = useState<string>('');
  const { buy, busy, element } = useBuyBrocks();
  const selected = packages.data?.find((p) => String(p.id) === selectedId) ?? null;

  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">
          {content?.data?.title ?? t('buyBrocks.title')}
        </h1>
        <p className="text-muted-foreground text-sm">{content?.data?.subtitle ?? t('buyBrocks.subtitle')}</p>
        {content?.data?.description && <p className="text-sm">{content.data.description}</p>}
      </header>
      <Balance />

      <section className="space-y-2">
        <h2 id="choose-package" className="text-base font-semibold">
          {t('buyBrocks.choosePackage')}
        </h2>
        {packages.isPending ? (
          <div
            className="grid gap-2"
            role="status"
            aria-busy="true"
            aria-label={t('buyBrocks.loadingPackages')}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full rounded-md" />
            ))}
          </div>
        ) : packages.isError ? (
          <div className="flex flex-col items-center gap-2 py-4 text-center">
            <p role="alert" className="text-destructive text-sm">
              {t('buyBrocks.loadFailed')}
            </p>
            <Button variant="outline" size="sm" onClick={() => void packages.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </div>
        ) : packages.data.length === 0 ? (
          <p className="text-muted-foreground py-4 text-center text-sm">{t('buyBrocks.noPackages')}</p>
        ) : (
          <RadioGroup
            aria-labelledby="choose-package"
            value={selectedId}
            onValueChange={setSelectedId}
            disabled={busy}
            className="grid gap-2"
          >
            {packages.data.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </RadioGroup>
        )}
      </section>

      {selected && <Summary pkg={selected} />}
      <Button
        type="button"
        className="w-full"
        size="lg"
        disabled={busy || !packages.data?.length}
        onClick={() => void buy(selected).then((n) => n !== null && setSelectedId(''))}
      >
        {busy ? (
          <>
            <Spinner aria-hidden /> {t('buyBrocks.processing')}
          </>
        ) : (
          t('buyBrocks.completePurchase')
        )}
      </Button>

      <WhyBuyBrocks />
      {element}
    </div>
  );
}
