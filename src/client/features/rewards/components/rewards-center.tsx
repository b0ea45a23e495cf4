/**
 * The Rewards Center (spec 002 §2.3 "Rewards tab", §2.7 /rewards, §9): the balance with its rank and the
 * progress toward the next multiple of 20, the badges grid, ways to earn and redeem rates from the settings,
 * the 5 most recent rewards, and a Buy Brocks link to /buy-brocks once that page exists.
 */
import { useTranslation } from 'react-i18next';
import { Coins, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { brocksRank } from '@/domain/brocks-ranks';
import { rewardProgress } from '@/domain/rewards-progress';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import { useCredits } from '@/client/features/brocks';
import { useHasPage } from '@/client/lib/page-links';
import { useBadges, useRecentRewards, useRewardSettings } from '../api/rewards';
import { dayRate, payRate, rankName, rupeeRate, toNextStep, waysToEarn } from '../text';
import { BadgeChip, Loaded, RecentRewardsList, WaysToEarnList } from './bits';

/** The Buy Brocks page, linked once it exists. */
const BUY_BROCKS_PATH = '/buy-brocks';

/** Rewards shown in the Rewards Center (spec 002 §9 "The recent rewards list shows 5"). */
const RECENT_SHOWN = 5;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="gap-3 px-4 py-4">
      <h2 className="font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

/** The balance (Brocks) with its rank and the progress toward the next multiple of 20. */
function BalanceCard({ balance }: { balance: number }) {
  const { t } = useTranslation('rewards');
  const p = rewardProgress(balance);
  return (
    <Card className="gap-3 bg-gradient-to-br from-amber-50 to-yellow-100 px-4 py-4 text-amber-950 dark:from-amber-950 dark:to-yellow-950 dark:text-amber-50">
      <div className="flex items-center gap-3">
        <Coins aria-hidden className="size-8" />
        <div className="flex-1">
          <p className="text-sm">{t('rewards.balance')}</p>
          <p className="text-3xl font-bold" data-testid="rewards-balance">
            {balance} <span className="text-base font-medium">{t('brocks')}</span>
          </p>
        </div>
        <span className="rounded-full bg-white/70 px-3 py-1 text-sm font-semibold dark:bg-black/30">
          {rankName(brocksRank(balance).name)}
        </span>
      </div>
      <Progress value={p.percent} aria-label={toNextStep(p.remaining, p.target)} />
      <p className="text-sm">{toNextStep(p.remaining, p.target)}</p>
    </Card>
  );
}

export function RewardsCenter() {
  const { t } = useTranslation('rewards');
  const credits = useCredits();
  const badges = useBadges();
  const settings = useRewardSettings();
  const recent = useRecentRewards();
  const hasPage = useHasPage();

  return (
    <div className="space-y-4">
      <Loaded query={credits} label={t('rewards.balance')} className="h-32">
        {({ balance }) => <BalanceCard balance={balance} />}
      </Loaded>

      <Section title={t('rewards.badges')}>
        <Loaded query={badges} label={t('rewards.badges')}>
          {(list) =>
            list.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('rewards.noBadges')}</p>
            ) : (
              <div className="grid grid-cols-2 gap-2" data-testid="badges-grid">
                {list.map((b) => (
                  <BadgeChip key={b.badgeType} type={b.badgeType} />
                ))}
              </div>
            )
          }
        </Loaded>
      </Section>

      <Loaded query={settings} label={t('rewards.waysToEarn')} className="h-48">
        {(v) => (
          <>
            <Section title={t('rewards.waysToEarn')}>
              <WaysToEarnList ways={waysToEarn(v)} />
            </Section>
            <Section title={t('rewards.redeemRates')}>
              <ul className="space-y-1 text-sm">
                <li>{rupeeRate(v.creditsToRupeesRate)}</li>
                <li>{dayRate(v.creditsToCommissionFreeRate)}</li>
                <li>{payRate(v.brocksPerRupee)}</li>
              </ul>
            </Section>
          </>
        )}
      </Loaded>

      <Section title={t('rewards.recentRewards')}>
        <Loaded query={recent} label={t('rewards.recentRewards')}>
          {(list) => <RecentRewardsList rewards={list} limit={RECENT_SHOWN} />}
        </Loaded>
      </Section>

      {hasPage(BUY_BROCKS_PATH) && (
        <Button asChild className="w-full">
          <Link to="/buy-brocks">
            <ShoppingCart aria-hidden className="size-4" />
            {t('rewards.buyBrocks')}
          </Link>
        </Button>
      )}
    </div>
  );
}
