/**
 * The Browse page's frame (ADR 0043): title, search, location, sort and Advanced Filters above the
 * results. `BrowsePage` draws its results in it; `BrowsePageFirstPaint` is the same frame with no filters
 * and the six skeleton cards of a loading page (spec 000 §9), which the server paints as static HTML
 * before the JavaScript arrives (app/first-paint), so React's first render draws the same thing.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { activeFilterCount, EMPTY_FILTERS, type BrowseFilters } from '../lib/browse-filters';
import { AdvancedFilters } from './advanced-filters';
import { BookGridSkeleton } from './book-grid';
import { BrowseToolbar } from './browse-toolbar';

interface BrowseFrameProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClearAll: () => void;
  children: ReactNode;
}

export function BrowseFrame({ filters, onChange, onClearAll, children }: BrowseFrameProps) {
  const { t } = useTranslation('books');
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('browse.title')}</h1>
      <BrowseToolbar filters={filters} onChange={onChange} />
      <AdvancedFilters
        filters={filters}
        activeCount={activeFilterCount(filters)}
        onChange={onChange}
        onClearAll={onClearAll}
      />
      {children}
    </div>
  );
}

const nothing = () => {};

export function BrowsePageFirstPaint() {
  return (
    <BrowseFrame filters={EMPTY_FILTERS} onChange={nothing} onClearAll={nothing}>
      <BookGridSkeleton />
    </BrowseFrame>
  );
}
