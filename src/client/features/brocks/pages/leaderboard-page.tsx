/**
 * /leaderboard (spec 001 §2.1, 002 §2.7): the top 50 members by Brocks and the member's own entry when
 * further down, in the shared `Leaderboard`.
 */
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { LeaderboardPanel } from '../components/leaderboard-panel';

export default function LeaderboardPage() {
  const { t } = useTranslation('brocks');
  return (
    <div className="space-y-4">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <Trophy aria-hidden className="size-6 text-yellow-600 dark:text-yellow-400" />
          {t('leaderboard.title')}
        </h1>
        <p className="text-muted-foreground text-sm">{t('leaderboard.subtitle')}</p>
      </header>
      <LeaderboardPanel />
    </div>
  );
}
