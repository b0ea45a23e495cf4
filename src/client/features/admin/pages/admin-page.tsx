/**
 * Admin panel, /admin (spec 002 §2.1), administrators only: the four stat cards, then the tabs in the spec's
 * order. `ADMIN_TABS` is a plain array, one entry per tab, each tab's content loaded when first shown.
 * The tab list scrolls sideways on a phone; arrow keys move between tabs. The open tab is kept in `?tab=`.
 * Members see 'Administrator access required' and no admin call is made.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { HubType } from '@/contract/hubs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/features/auth';
import { CLAIMS_TEXT, DisputesTab } from '@/client/features/claims';
import { useHubRequests } from '../api/hub-requests';
import { AdminAccessRequired } from '../components/admin-access-required';
import { HubRequestsTab, requestsOfType } from '../components/hub-requests-tab';
import {
  AnalyticsTab,
  BrocksPackagesTab,
  BrocksRewardsTab,
  FeedbackTab,
  PageContentTab,
  PlatformSettingsTab,
} from '../components/lazy-tabs';
import { StatsCards } from '../components/stats-cards';

interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Hub requests waiting in this tab, shown as a count. */
  pendingHubType?: HubType;
}

const ADMIN_TABS: AdminTab[] = [
  { value: 'platform-settings', label: 'Platform Settings', content: <PlatformSettingsTab /> },
  { value: 'brocks-rewards', label: 'Brocks Rewards', content: <BrocksRewardsTab /> },
  { value: 'brocks-packages', label: 'Brocks Packages', content: <BrocksPackagesTab /> },
  { value: 'page-content', label: 'Page Content', content: <PageContentTab /> },
  {
    value: 'society-requests',
    label: 'Society Requests',
    content: <HubRequestsTab hubType="society" />,
    pendingHubType: 'society',
  },
  {
    value: 'school-requests',
    label: 'School Requests',
    content: <HubRequestsTab hubType="school" />,
    pendingHubType: 'school',
  },
  {
    value: 'office-requests',
    label: 'Office Requests',
    content: <HubRequestsTab hubType="office" />,
    pendingHubType: 'office',
  },
  { value: 'analytics', label: 'Analytics', content: <AnalyticsTab /> },
  { value: 'feedback', label: 'Feedback', content: <FeedbackTab /> },
  { value: 'disputes', label: CLAIMS_TEXT.admin.tab, content: <DisputesTab /> },
];

export default function AdminPage() {
  const user = useCurrentUser();
  return user.isAdmin ? <AdminPanel /> : <AdminAccessRequired />;
}

function AdminPanel() {
  const requests = useHubRequests();
  const pending = (hubType: HubType) => (requests.data ? requestsOfType(requests.data, hubType).length : 0);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = ADMIN_TABS.some((t) => t.value === asked) ? asked! : ADMIN_TABS[0]!.value;
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
        <h1 className="text-2xl font-semibold tracking-tight">Admin Panel</h1>
        <p className="text-muted-foreground text-sm">Settings, rewards and hub requests.</p>
      </header>
      <StatsCards />
      <Tabs value={tab} onValueChange={select} className="gap-3">
        <div className="relative -mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]">
          <TabsList className="h-10 w-max" aria-label="Admin sections">
            {ADMIN_TABS.map((t) => {
              const count = t.pendingHubType ? pending(t.pendingHubType) : 0;
              return (
                <TabsTrigger key={t.value} value={t.value} className="px-3">
                  {t.label}
                  {count > 0 && (
                    <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs leading-5">
                      {count}
                      <span className="sr-only"> pending</span>
                    </span>
                  )}
                </TabsTrigger>
              );
            })}
          </TabsList>
        </div>
        {ADMIN_TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
