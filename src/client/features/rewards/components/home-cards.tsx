/**
 * The home dashboard's rewards pieces (spec 001 §2.2, §9 "3 rewards, 3 badges"): the Brocks balance card
 * (to /brocks-info, up to 3 badge chips and a +N overflow chip), Recent Rewards (the first 3), and the
 * 'How It Works' and 'My Earnings' tiles.
 */
import { useTranslation } from 'react-i18next';
import { ChevronRight, Coins, HelpCircle, Wallet, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { brocksRank } from '@/domain/brocks-ranks';
import { Card } from '@/client/components/ui/card';
import { useCredits } from '@/client/features/brocks';
import { useBadges, useRecentRewards } from '../api/rewards';
import { moreBadges, rankName } from '../text';
import { BadgeChip, Loaded, RecentRewardsList } from './bits';

/** Badges and rewards the home shows (spec 001 §9). */
const HOME_BADGES = 3;
const HOME_REWARDS = 3;

const TILE =
  'bg-card hover:bg-accent/50 focus-visible:ring-ring/50 flex min-h-24 flex-col justify-between gap-2 rounded-xl border p-4 text-left outline-none transition-colors focus-visible:ring-[3px]';

export function BrocksCard() {
  const { t } = useTranslation('rewards');
  const credits = useCredits();
  const badges = useBadges();
  const shown = badges.data?.slice(0, HOME_BADGES) ?? [];
  const more = (badges.data?.length ?? 0) - shown.length;
  return (
    <Link
      to="/brocks-info"
      className="focus-visible:ring-ring/50 block rounded-xl bg-gradient-to-br from-amber-50 to-yellow-100 p-4 text-amber-950 outline-none focus-visible:ring-[3px] dark:from-amber-950 dark:to-yellow-950 dark:text-amber-50"
    >
      <div className="flex items-center gap-3">
        <Coins aria-hidden className="size-8" />
        <div className="flex-1">
          <p className="text-sm">{t('home.brocksCard')}</p>
          <p className="text-2xl font-bold" data-testid="home-brocks-balance">
            {credits.data ? `${credits.data.balance} ${t('brocks')}` : '–'}
          </p>
        </div>
        {credits.data && (
          <span className="rounded-full bg-white/70 px-3 py-1 text-xs font-semibold dark:bg-black/30">
            {rankName(brocksRank(credits.data.balance).name)}
          </span>
        )}
        <ChevronRight aria-hidden className="size-5" />
      </div>
      {shown.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-1.5" data-testid="home-badges">
          {shown.map((b) => (
            <BadgeChip key={b.badgeType} type={b.badgeType} />
          ))}
          {more > 0 && (
            <span className="rounded-full bg-white/70 px-2.5 py-1 text-xs font-medium dark:bg-black/30">
              {moreBadges(more)}
            </span>
          )}
        </div>
      )}
    </Link>
  );
}

export function RecentRewardsCard() {
  const { t } = useTranslation('rewards');
  const recent = useRecentRewards();
  return (
    <Card className="gap-2 px-4 py-4">
      <h2 className="font-semibold">{t('home.recentRewards')}</h2>
      <Loaded query={recent} label={t('home.recentRewards')} className="h-20">
        {(list) => <RecentRewardsList rewards={list} limit={HOME_REWARDS} />}
      </Loaded>
    </Card>
  );
}

/** A home tile: an icon, a title and a hint, linking to `to`. */
function HomeTile({
  to,
  icon: Icon,
  title,
  hint,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  hint: string;
}) {
  return (
    <Link to={to} className={TILE}>
      <Icon aria-hidden className="text-primary size-5" />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="text-muted-foreground text-sm">{hint}</span>
      </span>
    </Link>
  );
}

export function HowItWorksTile() {
  const { t } = useTranslation('rewards');
  return (
    <HomeTile
      to="/how-it-works"
      icon={HelpCircle}
      title={t('home.howItWorksTile')}
      hint={t('home.howItWorksHint')}
    />
  );
}

export function EarningsTile() {
  const { t } = useTranslation('rewards');
  return (
    <HomeTile to="/earnings" icon={Wallet} title={t('home.earningsTile')} hint={t('home.earningsHint')} />
  );
}
