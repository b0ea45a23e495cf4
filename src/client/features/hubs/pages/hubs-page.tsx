/**
 * Hubs page, /societies (spec 001 §2.12): tabs Societies, Schools, Offices and My Hubs (`?type=`
 * preselects one), a city filter defaulting to the member's city, a search box, hub cards, and the
 * Create Hub dialog (`?action=create` opens it).
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HUB_TYPES, type HubType } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/features/auth';
import { useAvailableHubs } from '../api/available-hubs';
import { useMyHubs } from '../api/my-hubs';
import { CreateHubDialog } from '../components/create-hub-dialog';
import { HubFilters } from '../components/hub-filters';
import { HubList } from '../components/hub-list';
import { ALL_CITIES, cityOptions } from '../lib/filter-hubs';

type Tab = HubType | 'my';

/** The tabs in order; each tab's label is `hubs:tabs.<tab>`. */
const TABS: readonly Tab[] = ['society', 'school', 'office', 'my'];

function tabFrom(value: string | null): Tab {
  return value === 'my' || (HUB_TYPES as readonly string[]).includes(value ?? '')
    ? (value as Tab)
    : 'society';
}

export default function HubsPage() {
  const { t } = useTranslation('hubs');
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('type'));
  const createOpen = params.get('action') === 'create';
  const [city, setCity] = useState<string>(user.city || ALL_CITIES);
  const [search, setSearch] = useState('');

  const listing = useAvailableHubs(tab === 'my' ? undefined : tab, tab !== 'my');
  const mine = useMyHubs();
  const active = tab === 'my' ? mine : listing;

  function updateParams(change: (next: URLSearchParams) => void) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        change(next);
        return next;
      },
      { replace: true },
    );
  }
  const setTab = (value: string) => updateParams((next) => next.set('type', value));
  const setCreateOpen = (open: boolean) =>
    updateParams((next) => (open ? next.set('action', 'create') : next.delete('action')));

  const cities = cityOptions(active.data ?? [], user.city, city);
  const listProps = {
    city,
    search,
    onShowAllCities: () => setCity(ALL_CITIES),
    onClearSearch: () => setSearch(''),
  };

  return (
    <div className="space-y-4">
      <header className="flex items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('page.intro')}</p>
        </div>
        <Button onClick={() => setCreateOpen(true)} className="shrink-0">
          <Plus aria-hidden /> {t('page.create')}
        </Button>
      </header>

      <Tabs value={tab} onValueChange={setTab} className="gap-3">
        <TabsList className="grid h-10 w-full grid-cols-4">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-1 text-xs sm:text-sm">
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>

        <HubFilters
          city={city}
          cities={cities}
          onCityChange={setCity}
          search={search}
          onSearchChange={setSearch}
        />

        {TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {value === 'my' ? (
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
                    onAction={() => setTab('society')}
                  />
                }
              />
            ) : (
              <HubList
                {...listProps}
                hubs={listing.data}
                isPending={listing.isPending}
                isError={listing.isError}
                errorText={t(`list.loadFailed.${value}`)}
                onRetry={() => void listing.refetch()}
                action="join"
                isMember={(hub) => hub.isMember}
                empty={
                  <EmptyState
                    title={t(`list.empty.${value}`)}
                    text={t('list.emptyText')}
                    actionLabel={t('page.create')}
                    onAction={() => setCreateOpen(true)}
                  />
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>

      <CreateHubDialog
        open={createOpen}
        onOpenChange={setCreateOpen}
        defaultHubType={tab === 'my' ? 'society' : tab}
        defaultCity={user.city}
      />
    </div>
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
