/**
 * Admin panel, /admin (spec 002 §2.1), administrators only: the four stat cards, then the tabs in the spec's
 * order. `ADMIN_TABS` is a plain array, one entry per tab, each tab's content loaded when first shown.
 * The tab list scrolls sideways on a phone; arrow keys move between tabs. The open tab is kept in `?tab=`.
 * Members see 'Administrator access required' and no admin call is made.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { HubType } from '@/contract/hubs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/features/auth';
import { DisputesTab } from '@/client/features/claims';
import { ReportsTab } from '@/client/features/reports';
import { useHubRequests } from '../api/hub-requests';
import { AdminAccessRequired } from '../components/admin-access-required';
import { HubRequestsTab, requestsOfType } from '../components/hub-requests-tab';
import {
  AnalyticsTab,
  BrocksPackagesTab,
  BrocksRewardsTab,
  FailedMailTab,
  FeedbackTab,
  PageContentTab,
  PlatformSettingsTab,
} from '../components/lazy-tabs';
import { StatsCards } from '../components/stats-cards';

interface AdminTab {
  value: string;
  /** its name's key in the `admin` catalogue, under `tabs.` */
  labelKey: string;
  content: ReactNode;
  /** Hub requests waiting in this tab, shown as a count. */
  pendingHubType?: HubType;
}

const ADMIN_TABS: AdminTab[] = [
  { value: 'platform-settings', labelKey: 'platformSettings', content: <PlatformSettingsTab /> },
  { value: 'brocks-rewards', labelKey: 'brocksRewards', content: <BrocksRewardsTab /> },
  { value: 'brocks-packages', labelKey: 'brocksPackages', content: <BrocksPackagesTab /> },
  { value: 'page-content', labelKey: 'pageContent', content: <PageContentTab /> },
  {
    value: 'society-requests',
    labelKey: 'societyRequests',
    content: <HubRequestsTab hubType="society" />,
    pendingHubType: 'society',
  },
  {
    value: 'school-requests',
    labelKey: 'schoolRequests',
    content: <HubRequestsTab hubType="school" />,
    pendingHubType: 'school',
  },
  {
    value: 'office-requests',
    labelKey: 'officeRequests',
    content: <HubRequestsTab hubType="office" />,
    pendingHubType: 'office',
  },
  { value: 'analytics', labelKey: 'analytics', content: <AnalyticsTab /> },
  { value: 'feedback', labelKey: 'feedback', content: <FeedbackTab /> },
  { value: 'disputes', labelKey: 'disputes', content: <DisputesTab /> },
  // the moderation queue (ADR 0050)
  { value: 'reports', labelKey: 'reports', content: <ReportsTab /> },
  // notice mails that failed after 24 h of retries (docs/decisions/0056-mail-faults.md)
  { value: 'mail', labelKey: 'mail', content: <FailedMailTab /> },
];

export default function AdminPage() {
  const user = useCurrentUser();
  return user.isAdmin ? <AdminPanel /> : <AdminAccessRequired />;
}

function AdminPanel() {
  const { t } = useTranslation('admin');
  const requests = useHubRequests();
  const pending = (hubType: HubType) => (requests.data ? requestsOfType(requests.data, hubType).length : 0);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const openTab = ADMIN_TABS.some((x) => x.value === asked) ? asked! : ADMIN_TABS[0]!.value;
  const select = (value: string) =>
    setParams(
      (p) => {
        p.set('tab', value);
        return p;
      },
      { replace: true },
    );

  return (
    <div className="min-w-0 space-y-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
        <p className="text-muted-foreground text-sm">{t('page.intro')}</p>
      </header>
      <StatsCards />
      <Tabs value={openTab} onValueChange={select} className="gap-3">
        <div className="relative -mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]">
          <TabsList className="h-10 w-max" aria-label={t('page.sections')}>
            {ADMIN_TABS.map((tab) => {
              const count = tab.pendingHubType ? pending(tab.pendingHubType) : 0;
              return (
                <TabsTrigger key={tab.value} value={tab.value} className="px-3">
                  {t(`tabs.${tab.labelKey}`)}
                  {count > 0 && (
                    <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs leading-5">
                      {count}
                      <span className="sr-only"> {t('page.pending')}</span>
                    </span>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>
        {ADMIN_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
