/**
 * Hubs page, /societies (spec 001 §2.12): tabs Societies, Schools, Offices and My Hubs (`?type=`
 * preselects one), a city filter defaulting to the member's city, a search box, hub cards, and the
 * Create Hub dialog (`?action=create` opens it).
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { HUB_TYPES, type HubType } from '@/contract/hubs';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/features/auth';
import { useAvailableHubs } from '../api/available-hubs';
import { FETCH_MY_HUBS_FAILED, useMyHubs } from '../api/my-hubs';
import { CreateHubDialog } from '../components/create-hub-dialog';
import { HubFilters } from '../components/hub-filters';
import { HubList } from '../components/hub-list';
import { ALL_CITIES, cityOptions } from '../lib/filter-hubs';

type Tab = HubType | 'my';

const TABS: { value: Tab; label: string; plural: string }[] = [
  { value: 'society', label: 'Societies', plural: 'societies' },
  { value: 'school', label: 'Schools', plural: 'schools' },
  { value: 'office', label: 'Offices', plural: 'offices' },
  { value: 'my', label: 'My Hubs', plural: 'hubs' },
];

function tabFrom(value: string | null): Tab {
  return value === 'my' || (HUB_TYPES as readonly string[]).includes(value ?? '')
    ? (value as Tab)
    : 'society';
}

export default function HubsPage() {
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
          <h1 className="text-2xl font-semibold tracking-tight">Hubs</h1>
          <p className="text-muted-foreground text-sm">Find and join your society, school or office.</p>
        </div>
        <Button onClick={() => setCreateOpen(true)} className="shrink-0">
          <Plus aria-hidden /> Create Hub
        </Button>
      </header>

      <Tabs value={tab} onValueChange={setTab} className="gap-3">
        <TabsList className="grid h-10 w-full grid-cols-4">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value} className="px-1 text-xs sm:text-sm">
              {t.label}
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

        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {t.value === 'my' ? (
              <HubList
                {...listProps}
                hubs={mine.data}
                isPending={mine.isPending}
                isError={mine.isError}
                errorText={FETCH_MY_HUBS_FAILED}
                onRetry={() => void mine.refetch()}
                action="leave"
                empty={
                  <EmptyState
                    title="You haven't joined a hub yet"
                    text="Join your society, school or office to borrow and lend books with its members."
                    actionLabel="Find a Society"
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
                errorText={`Could not load ${t.plural}. Please try again.`}
                onRetry={() => void listing.refetch()}
                action="join"
                isMember={(hub) => hub.isMember}
                empty={
                  <EmptyState
                    title={`No ${t.plural} yet`}
                    text={`Be the first: propose yours and an administrator will review it.`}
                    actionLabel="Create Hub"
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
