/**
 * The admin Reports tab (ADR 0050), code-split: its code loads when the tab is first opened, with a skeleton
 * meanwhile, like the admin feature's other lazy tabs.
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/client/components/ui/skeleton';

const Tab = lazy(() => import('./reports-tab'));

export function ReportsTab() {
  const { t } = useTranslation('reports');
  return (
    <Suspense
      fallback={
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('admin.loading')}>
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      }
    >
      <Tab />
    </Suspense>
  );
}
