/**
 * /earnings (spec 002 §2.3): tabs 'Earnings' (Money and Brocks, earned, spent, net worth, both lists,
 * deposits apart, the monthly chart) and 'Rewards' (the Rewards Center).
 */
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { EarningsTab } from '../components/earnings-tab';
import { RewardsCenter } from '../components/rewards-center';
import { PageTitle } from '@/client/components/page-title';

export default function EarningsPage() {
  const { t } = useTranslation('rewards');
  return (
    <div className="space-y-4">
      <PageTitle icon={Wallet} iconClassName="text-primary size-6">
        {t('earnings.title')}
      </PageTitle>
      <Tabs defaultValue="earnings" className="gap-4">
        <TabsList className="w-full">
          <TabsTrigger value="earnings">{t('earnings.tabs.earnings')}</TabsTrigger>
          <TabsTrigger value="rewards">{t('earnings.tabs.rewards')}</TabsTrigger>
        </TabsList>
        <TabsContent value="earnings">
          <EarningsTab />
        </TabsContent>
        <TabsContent value="rewards">
          <RewardsCenter />
        </TabsContent>
      </Tabs>
    </div>
  );
}
