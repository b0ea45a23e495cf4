/**
 * The Browse screen's search box ('Search books, authors or keywords'), location box and sort selector
 * (spec 000 §2). Search and location apply after a short pause in typing.
 */
import { MapPin, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BROWSE_SORTS, type BrowseSort } from '@/domain/books';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/client/components/ui/select';
import type { BrowseFilters } from '../lib/browse-filters';
import { SORT_KEYS } from '../lib/labels';
import { DebouncedInput } from './debounced-input';

interface BrowseToolbarProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}

export function BrowseToolbar({ filters, onChange }: BrowseToolbarProps) {
  const { t } = useTranslation('books');
  return (
    <div className="grid gap-2">
      <div className="relative">
        <Search
          aria-hidden
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
        />
        <DebouncedInput
          type="search"
          aria-label={t('browse.search')}
          placeholder={t('browse.search')}
          value={filters.search}
          onCommit={(search) => onChange({ search })}
          className="h-10 pl-9"
          enterKeyHint="search"
        />
      </div>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <div className="relative">
          <MapPin
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <DebouncedInput
            aria-label={t('browse.location')}
            placeholder={t('browse.location')}
            value={filters.location}
            onCommit={(location) => onChange({ location })}
            className="h-10 pl-9"
            autoComplete="address-level2"
          />
        </div>
        <Select value={filters.sortBy ?? ''} onValueChange={(v) => onChange({ sortBy: v as BrowseSort })}>
          <SelectTrigger aria-label={t('browse.sortBy')} className="h-10 data-[size=default]:h-10">
            <SelectValue placeholder={t('browse.sortBy')} />
          </SelectTrigger>
          <SelectContent position="popper" align="end">
            {BROWSE_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
