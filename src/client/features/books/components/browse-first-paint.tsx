/**
 * The top of the Browse page as it first appears (ADR 0043): title, search, location, sort, Advanced
 * Filters and the six skeleton cards of a loading Browse page (spec 000 §9), with no results and no filters. The server paints it as static HTML
 * before the JavaScript arrives (app/first-paint); it is the page's own components, so React's first
 * render a moment later draws the same thing with the cards in.
 */
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS } from '../lib/browse-filters';
import { AdvancedFilters } from './advanced-filters';
import { BookGridSkeleton } from './book-grid';
import { BrowseToolbar } from './browse-toolbar';

const nothing = () => {};

export function BrowsePageFirstPaint() {
  const { t } = useTranslation('books');
  return (
    <div className="grid gap-4">
      <h1 className="text-xl font-bold">{t('browse.title')}</h1>
      <BrowseToolbar filters={EMPTY_FILTERS} onChange={nothing} />
      <AdvancedFilters filters={EMPTY_FILTERS} activeCount={0} onChange={nothing} onClearAll={nothing} />
      <BookGridSkeleton />
    </div>
  );
}
