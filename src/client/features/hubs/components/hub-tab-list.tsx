/**
 * The list of one Hubs page tab (spec 001 §2.12): My Hubs (Leave, 'Find a Society' when empty) or the
 * hubs of a type to join ('Create Hub' when empty), filtered by the page's city and search. Texts from
 * the `hubs` catalogue (ADR 0042).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import type { useAvailableHubs } from '../api/available-hubs';
import type { useMyHubs } from '../api/my-hubs';
import type { HubsTab } from '../lib/use-hubs-params';
import { HubList } from './hub-list';

interface HubTabListProps {
  tab: HubsTab;
  mine: ReturnType<typeof useMyHubs>;
  listing: ReturnType<typeof useAvailableHubs>;
  city: string;
  search: string;
  onShowAllCities: () => void;
  onClearSearch: () => void;
  /** opens the Societies tab */
  onFindHub: () => void;
  /** opens Create Hub */
  onCreate: () => void;
}

export function HubTabList({ tab, mine, listing, onFindHub, onCreate, ...listProps }: HubTabListProps) {
  const { t } = useTranslation('hubs');
  return tab === 'my' ? (
    <HubList
      {...listProps}
      hubs={mine.data}
      isPending={mine.isPending}
      isError={mine.isError}
      errorText={t('list.myFailed')}
      onRetry={() => void mine.refetch()}
      action="leave"
      empty={
        <EmptyState
          title={t('list.myEmptyTitle')}
          text={t('list.myEmptyText')}
          actionLabel={t('list.findSociety')}
          onAction={onFindHub}
        />
      }
    />
  ) : (
    <HubList
      {...listProps}
      hubs={listing.data}
      isPending={listing.isPending}
      isError={listing.isError}
      errorText={t(`list.loadFailed.${tab}`)}
      onRetry={() => void listing.refetch()}
      action="join"
      isMember={(hub) => hub.isMember}
      empty={
        <EmptyState
          title={t(`list.empty.${tab}`)}
          text={t('list.emptyText')}
          actionLabel={t('page.create')}
          onAction={onCreate}
        />
      }
    />
  );
}

function EmptyState({
  title,
  text,
  actionLabel,
  onAction,
}: {
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <Card className="items-center gap-2 px-4 py-8 text-center">
      <p className="font-medium">{title}</p>
      <p className="text-muted-foreground text-sm">{text}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onAction}>
        {actionLabel}
      </Button>
    </Card>
  );
}
