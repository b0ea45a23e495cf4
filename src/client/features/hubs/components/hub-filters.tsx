/** The Hubs page's city filter and search box (spec 001 §2.12). */
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import { ALL_CITIES } from '../lib/filter-hubs';

interface HubFiltersProps {
  city: string;
  cities: string[];
  onCityChange: (city: string) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

export function HubFilters({ city, cities, onCityChange, search, onSearchChange }: HubFiltersProps) {
  const { t } = useTranslation('hubs');
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
      <div className="grid gap-1">
        <Label htmlFor="hub-city-filter" className="sr-only">
          {t('filters.city')}
        </Label>
        <Select value={city} onValueChange={onCityChange}>
          <SelectTrigger id="hub-city-filter" className="w-full" aria-label={t('filters.city')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent position="popper" className="max-h-72">
            <SelectItem value={ALL_CITIES}>{t('filters.allCities')}</SelectItem>
            {cities.map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="relative">
        <Label htmlFor="hub-search" className="sr-only">
          {t('filters.search')}
        </Label>
        <Search
          aria-hidden
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2"
        />
        <Input
          id="hub-search"
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          placeholder={t('filters.search')}
          className="pl-8"
        />
      </div>
    </div>
  );
}
