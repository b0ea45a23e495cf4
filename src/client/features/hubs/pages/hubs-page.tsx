/**
 * Hubs page, /societies (spec 001 §2.12): tabs Societies, Schools, Offices and My Hubs (`?type=`
 * preselects one), a city filter defaulting to the member's city, a search box, hub cards, and the
 * Create Hub dialog (`?action=create` opens it). The address state is `useHubsParams`.
 */
import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/features/auth';
import { useAvailableHubs } from '../api/available-hubs';
import { useMyHubs } from '../api/my-hubs';
import { CreateHubDialog } from '../components/create-hub-dialog';
import { HubFilters } from '../components/hub-filters';
import { HubTabList } from '../components/hub-tab-list';
import { ALL_CITIES, cityOptions } from '../lib/filter-hubs';
import { useHubsParams, type HubsTab } from '../lib/use-hubs-params';

/** The tabs in order; each tab's label is `hubs:tabs.<tab>`. */
const TABS: readonly HubsTab[] = ['society', 'school', 'office', 'my'];

export default function HubsPage() {
  const { t } = useTranslation('hubs');
  const user = useCurrentUser();
  const { tab, createOpen, setTab, setCreateOpen } = useHubsParams();
  const [city, setCity] = useState<string>(user.city || ALL_CITIES);
  const [search, setSearch] = useState('');

  const listing = useAvailableHubs(tab === 'my' ? undefined : tab, tab !== 'my');
  const mine = useMyHubs();
  const active = tab === 'my' ? mine : listing;

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
            <HubTabList
              {...listProps}
              tab={value}
              mine={mine}
              listing={listing}
              onFindHub={() => setTab('society')}
              onCreate={() => setCreateOpen(true)}
            />
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
