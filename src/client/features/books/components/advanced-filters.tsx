/**
 * The collapsible Advanced Filters panel of the Browse screen (spec 000 §2): its fields
 * (advanced-filter-fields.tsx, loaded when the panel first opens; ADR 0018) and Clear All. The toggle
 * shows the active-filter count.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { cn } from '@/client/lib/utils';
import type { BrowseFilters } from '../lib/browse-filters';

const AdvancedFilterFields = lazy(() => import('./advanced-filter-fields'));

interface AdvancedFiltersProps {
  filters: BrowseFilters;
  activeCount: number;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClearAll: () => void;
}

export function AdvancedFilters({ filters, activeCount, onChange, onClearAll }: AdvancedFiltersProps) {
  const { t } = useTranslation('books');
  const [open, setOpen] = useState(activeCount > 0);
  const panelId = useId();

  return (
    <div className="grid gap-3">
      <div>
        <Button
          type="button"
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden />
          {t('filters.toggle')}
          {activeCount > 0 && (
            <Badge className="ml-0.5 rounded-full px-1.5" data-testid="active-filter-count">
              {activeCount}
              <span className="sr-only"> {t('filters.active')}</span>
            </Badge>
          )}
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </div>
      {open && (
        <div id={panelId} className="bg-card grid gap-5 rounded-lg border p-4">
          <Suspense fallback={<Spinner aria-label={t('filters.loading')} className="mx-auto size-6" />}>
            <AdvancedFilterFields filters={filters} onChange={onChange} />
          </Suspense>
          <Button type="button" variant="secondary" onClick={onClearAll} disabled={activeCount === 0}>
            {t('filters.clearAll')}
          </Button>
        </div>
      )}
    </div>
  );
}
