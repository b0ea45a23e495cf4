/**
 * Small pieces the rewards pages share: a loading or failed state with 'Try again', the Back button, badge
 * chips (spec 001 §2.2 "badge chips") and the recent rewards list (spec 001 §2.2 "type, description and
 * +credits"; 002 §2.3 "recent rewards (5 shown)").
 */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ArrowLeft, Award, Gift } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RecentReward } from '@/contract/brocks';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/utils';
import { badgeName, rewardType, type waysToEarn } from '../text';

/** Renders `children(data)` once `query` has data; a skeleton while pending; the error with a retry. */
export function Loaded<D>({
  query,
  label,
  className = 'h-24',
  children,
}: {
  query: UseQueryResult<D>;
  label: string;
  className?: string;
  children: (data: D) => ReactNode;
}) {
  const { t } = useTranslation('rewards');
  if (query.isPending)
    return <Skeleton role="status" aria-label={label} className={cn('w-full rounded-xl', className)} />;
  if (query.isError)
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border px-4 py-6 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </div>
    );
  return <>{children(query.data)}</>;
}

/** 'Back' to `to` (spec 002 §2.5, §2.6). */
export function BackButton({ to = '/' }: { to?: string }) {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  return (
    <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate(to)}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('back')}
    </Button>
  );
}

const BADGE_COLOURS: Record<string, string> = {
  referral_bronze: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  referral_silver: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  referral_gold: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
  referral_platinum: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-200',
};

/** One badge as a chip with its name. */
export function BadgeChip({ type }: { type: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium',
        BADGE_COLOURS[type] ?? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
      )}
    >
      <Award aria-hidden className="size-3.5" />
      {badgeName(type)}
    </span>
  );
}

/** Up to `limit` recent rewards, each with type, description and +credits; 'No rewards yet' when none. */
export function RecentRewardsList({ rewards, limit }: { rewards: RecentReward[]; limit: number }) {
  const { t } = useTranslation('rewards');
  if (rewards.length === 0) return <p className="text-muted-foreground text-sm">{t('rewards.noRewards')}</p>;
  return (
    <ul className="divide-y">
      {rewards.slice(0, limit).map((r, i) => (
        <li key={`${r.createdAt}-${i}`} className="flex items-center gap-3 py-2">
          <Gift aria-hidden className="text-primary size-4 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{rewardType(r.action)}</p>
            <p className="text-muted-foreground truncate text-xs">{r.description}</p>
          </div>
          <span className="text-sm font-semibold text-green-700 dark:text-green-400">+{r.credits}</span>
        </li>
      ))}
    </ul>
  );
}

/** The earning actions with what each earns (spec 002 §2.3, §2.5): '+10', or '+10 Brocks' with `unit`. */
export function WaysToEarnList({ ways, unit }: { ways: ReturnType<typeof waysToEarn>; unit?: string }) {
  return (
    <ul className="divide-y">
      {ways.map((w) => (
        <li key={w.title} className="flex items-center justify-between gap-3 py-2">
          <div>
            <p className="text-sm font-medium">{w.title}</p>
            <p className="text-muted-foreground text-xs">{w.detail}</p>
          </div>
          <span className="text-sm font-semibold text-green-700 dark:text-green-400">
            +{w.amount}
            {unit && ` ${unit}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
