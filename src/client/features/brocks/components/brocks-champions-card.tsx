/**
 * Home's 'Brocks Champions' card (spec 000 §2 "'Brocks Champions' leaderboard card"; 001 §2.2 "Leaderboard
 * preview: top 5 with a View Full link to /leaderboard", §9 "5 leaderboard entries").
 */
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { LeaderboardPanel } from './leaderboard-panel';

/** Entries on the home card (spec 001 §9). */
export const HOME_LEADERBOARD_ENTRIES = 5;

export function BrocksChampionsCard() {
  const { t } = useTranslation('brocks');
  return (
    <Card className="gap-3 px-4 py-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Trophy aria-hidden className="size-5 text-yellow-600 dark:text-yellow-400" />
          {t('leaderboard.champions')}
        </h2>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to="/leaderboard">{t('leaderboard.viewFull')}</Link>
        </Button>
      </div>
      <LeaderboardPanel limit={HOME_LEADERBOARD_ENTRIES} />
    </Card>
  );
}
