/**
 * The Platform Settings, Brocks Rewards, Brocks Packages, Page Content, Analytics, Feedback and Mail tabs of the admin panel (spec 002 §2.1), each code-split
 * and loaded when its tab is first opened (Radix mounts only the open tab); recharts comes only with
 * Analytics. A skeleton shows while the code loads.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/client/components/ui/skeleton';

function withFallback(Tab: LazyExoticComponent<ComponentType>) {
  return function LazyTab() {
    const { t } = useTranslation('admin');
    return (
      <Suspense
        fallback={
          <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common:loading')}>
            <Skeleton className="h-36 w-full rounded-xl" />
            <Skeleton className="h-36 w-full rounded-xl" />
          </div>
        }
      >
        <Tab />
      </Suspense>
    );
  };
}

export const BrocksPackagesTab = withFallback(lazy(() => import('./packages-tab')));
export const PageContentTab = withFallback(lazy(() => import('./page-content-tab')));
export const AnalyticsTab = withFallback(lazy(() => import('./analytics-tab')));
export const FeedbackTab = withFallback(lazy(() => import('./feedback-tab')));
export const FailedMailTab = withFallback(lazy(() => import('./failed-mail-tab')));
export const PlatformSettingsTab = withFallback(lazy(() => import('./platform-settings-tab')));
export const BrocksRewardsTab = withFallback(lazy(() => import('./brocks-rewards-tab')));
