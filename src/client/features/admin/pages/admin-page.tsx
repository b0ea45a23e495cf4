/**
 * Admin panel, /admin (spec 002 §2.1), administrators only: the Society, School and Office Requests
 * tabs. Later issues add their tabs to ADMIN_TABS. Members see 'Administrator access required'.
 */
import type { ReactNode } from 'react';
import type { HubType } from '@/contract/hubs';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/features/auth';
import { useHubRequests } from '../api/hub-requests';
import { AdminAccessRequired } from '../components/admin-access-required';
import { HubRequestsTab, requestsOfType } from '../components/hub-requests-tab';
import { AnalyticsTab, BrocksPackagesTab, FeedbackTab, PageContentTab } from '../components/lazy-tabs';

interface AdminTab {
  value: string;
  label: string;
  content: ReactNode;
  /** Hub requests waiting in this tab, shown as a count. */
  pendingHubType?: HubType;
}

const ADMIN_TABS: AdminTab[] = [
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
];

export default function AdminPage() {
  const user = useCurrentUser();
  return user.isAdmin ? <AdminPanel /> : <AdminAccessRequired />;
}

function AdminPanel() {
  const requests = useHubRequests();
  const pending = (hubType: HubType) => (requests.data ? requestsOfType(requests.data, hubType).length : 0);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Admin Panel</h1>
        <p className="text-muted-foreground text-sm">Review hub requests from members.</p>
      </header>
      <Tabs defaultValue={ADMIN_TABS[0]!.value} className="gap-3">
        <div className="relative -mx-4 overflow-x-auto px-4">
          <TabsList className="h-10">
            {ADMIN_TABS.map((tab) => {
              const count = tab.pendingHubType ? pending(tab.pendingHubType) : 0;
              return (
                <TabsTrigger key={tab.value} value={tab.value} className="px-3">
                  {tab.label}
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
        {ADMIN_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
