/**
 * Society, School and Office Requests tabs of the admin panel (spec 002 §2.1): the pending hub requests
 * of one hub type, with loading, error and empty states.
 */
import { useTranslation } from 'react-i18next';
import type { HubRequest, HubType } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useHubRequests } from '../api/hub-requests';
import { HubRequestCard } from './hub-request-card';

/** Pending requests of one type, oldest first (the order they should be reviewed in). */
export function requestsOfType(requests: readonly HubRequest[], hubType: HubType): HubRequest[] {
  return requests.filter((r) => r.hubType === hubType).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function HubRequestsTab({ hubType }: { hubType: HubType }) {
  const { t } = useTranslation('admin');
  const requests = useHubRequests();

  if (requests.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('hubRequests.loading')}>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (requests.isError) {
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p role="alert" className="text-destructive text-sm">
          {t('hubRequests.failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void requests.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </Card>
    );
  }

  const shown = requestsOfType(requests.data, hubType);
  if (shown.length === 0) {
    return (
      <Card className="items-center px-4 py-8 text-center">
        <p className="text-muted-foreground text-sm">{t(`hubRequests.empty.${hubType}`)}</p>
      </Card>
    );
  }
  return (
    <ul className="grid gap-3">
      {shown.map((request) => (
        <li key={request.id}>
          <HubRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}
