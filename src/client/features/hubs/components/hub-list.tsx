/**
 * A tab of the Hubs page (spec 001 §2.12): loading skeleton, error with retry, empty states, and the
 * hub cards after the city and search filters.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hub } from '@/contract/hubs';
import { LoadErrorCard } from '@/client/components/load-error-card';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { ALL_CITIES, filterHubs } from '../lib/filter-hubs';
import { HubCard } from './hub-card';

interface HubListProps<T extends Hub> {
  hubs: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorText: string;
  onRetry: () => void;
  city: string;
  search: string;
  action: 'join' | 'leave';
  isMember?: (hub: T) => boolean;
  /** Shown when the tab has no hubs at all (before filtering). */
  empty: ReactNode;
  onShowAllCities: () => void;
  onClearSearch: () => void;
}

export function HubList<T extends Hub>(props: HubListProps<T>) {
  const { t } = useTranslation('hubs');
  const { hubs, isPending, isError, errorText, onRetry, city, search, action, isMember, empty } = props;

  if (isPending) return <HubListSkeleton />;
  if (isError || !hubs) {
    return <LoadErrorCard text={errorText} onRetry={onRetry} />;
  }
  if (hubs.length === 0) return <>{empty}</>;

  const shown = filterHubs(hubs, city, search);
  if (shown.length === 0) {
    const needle = search.trim();
    const inCity = city !== ALL_CITIES;
    return (
      <Card className="items-center gap-3 px-4 py-8 text-center">
        <p className="font-medium">{t('list.noMatch')}</p>
        <p className="text-muted-foreground text-sm">
          {inCity
            ? t(needle ? 'list.nothingInCityFor' : 'list.nothingInCity', { city, search: needle })
            : t(needle ? 'list.nothingFor' : 'list.nothing', { search: needle })}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {inCity && (
            <Button variant="outline" size="sm" onClick={props.onShowAllCities}>
              {t('list.showAllCities')}
            </Button>
          )}
          {needle && (
            <Button variant="outline" size="sm" onClick={props.onClearSearch}>
              {t('list.clearSearch')}
            </Button>
          )}
        </div>
      </Card>
    );
  }

  return (
    <ul className="grid gap-3" aria-label={t('list.label')}>
      {shown.map((hub) => (
        <li key={hub.id}>
          <HubCard hub={hub} action={action} isMember={isMember?.(hub)} />
        </li>
      ))}
    </ul>
  );
}

function HubListSkeleton() {
  const { t } = useTranslation('hubs');
  return (
    <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="gap-3 px-4 py-4">
          <div className="flex justify-between gap-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-16" />
          </div>
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-4 w-3/4" />
          <div className="flex justify-end">
            <Skeleton className="h-8 w-20" />
          </div>
        </Card>
      ))}
    </div>
  );
}
