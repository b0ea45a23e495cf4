/** /rewards (spec 002 §2.3, §2.7): the Rewards Center on its own page. */
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { RewardsCenter } from '../components/rewards-center';
import { PageTitle } from '@/client/components/page-title';

export default function RewardsPage() {
  const { t } = useTranslation('rewards');
  return (
    <div className="space-y-4">
      <PageTitle icon={Trophy} iconClassName="size-6 text-amber-600">
        {t('rewards.title')}
      </PageTitle>
      <RewardsCenter />
    </div>
  );
}
