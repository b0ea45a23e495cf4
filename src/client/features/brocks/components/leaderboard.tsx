/**
 * The shared leaderboard list (spec 001 §2.14 "Leaderboard tab", 000 §4 "ranks 1-3 are gold, silver,
 * bronze"): each member with an icon for ranks 1–3 (gold crown, silver medal, bronze award) and '#n' for
 * the rest, picture or initials, name with a 'You' marker, total earned and Brocks. Empty: 'No Leaderboard
 * Data'. Used by /leaderboard, the profile's Leaderboard tab and the home Brocks Champions card (`limit`).
 */
import { useTranslation } from 'react-i18next';
import { Award, Crown, Medal } from 'lucide-react';
import type { LeaderboardEntry } from '@/contract/rewards';
import { MemberAvatar } from '@/client/components/member-avatar';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { cn } from '@/client/lib/utils';
import { formatNumber } from '@/client/lib/format';

/** The icon and colour of ranks 1–3 (gold, silver, bronze). */
const PODIUM = {
  1: { Icon: Crown, className: 'text-yellow-600 dark:text-yellow-400' },
  2: { Icon: Medal, className: 'text-slate-500 dark:text-slate-300' },
  3: { Icon: Award, className: 'text-amber-800 dark:text-amber-500' },
} as const;

function RankMark({ rank }: { rank: number }) {
  const { t } = useTranslation('brocks');
  const podium = PODIUM[rank as keyof typeof PODIUM];
  return (
    <span
      className="flex w-9 shrink-0 justify-center text-sm font-semibold"
      title={t('leaderboard.rank', { rank })}
    >
      {podium ? (
        <podium.Icon
          aria-label={t('leaderboard.rank', { rank })}
          role="img"
          className={cn('size-6', podium.className)}
        />
      ) : (
        <span className="text-muted-foreground">#{rank}</span>
      )}
    </span>
  );
}

interface LeaderboardProps {
  entries: LeaderboardEntry[];
  currentUserId: number;
  /** show only the first `limit` entries (the home card shows 5) */
  limit?: number;
}

export function Leaderboard({ entries, currentUserId, limit }: LeaderboardProps) {
  const { t } = useTranslation('brocks');
  const shown = limit === undefined ? entries : entries.slice(0, limit);
  if (shown.length === 0) {
    return <p className="text-muted-foreground py-6 text-center text-sm">{t('leaderboard.empty')}</p>;
  }
  return (
    <ol aria-label={t('leaderboard.listLabel')} className="flex flex-col gap-2">
      {shown.map((entry) => {
        const you = entry.userId === currentUserId;
        return (
          <li
            key={entry.userId}
            data-testid="leaderboard-entry"
            className={cn(
              'flex items-center gap-3 rounded-lg border px-2 py-2',
              you && 'border-primary bg-primary/5',
            )}
          >
            <RankMark rank={entry.rank} />
            <MemberAvatar name={entry.name} picture={entry.profilePicture} />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-medium">
                <span className="truncate">{entry.name}</span>
                {you && <Badge>{t('leaderboard.you')}</Badge>}
              </p>
              <p className="text-muted-foreground text-xs">
                {t('leaderboard.earned', { amount: formatNumber(entry.totalEarned) })}
              </p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-sm font-semibold">{formatNumber(entry.credits)}</span>
              <span className="text-muted-foreground block text-xs">{t('leaderboard.credits')}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** Loading and error states shared by the pages that show a leaderboard. */
export function LeaderboardSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('brocks');
  return (
    <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('leaderboard.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full rounded-lg" />
      ))}
    </div>
  );
}

export function LeaderboardError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('brocks');
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p role="alert" className="text-destructive text-sm">
        {t('leaderboard.loadFailed')}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common:tryAgain')}
      </Button>
    </div>
  );
}
