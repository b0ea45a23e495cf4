/** /rewards (spec 002 §2.3, §2.7): the Rewards Center on its own page. */
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { RewardsCenter } from '../components/rewards-center';

export default function RewardsPage() {
  const { t } = useTranslation('rewards');
  return (
    <div className="space-y-4">
      <header className="flex items-center gap-2">
        <Trophy aria-hidden className="size-6 text-amber-600" />
        <h1 className="text-2xl font-semibold tracking-tight">{t('rewards.title')}</h1>
      </header>
      <RewardsCenter />
    </div>
  );
}
