/**
 * The fields of the Advanced Filters panel (spec 000 §2): genres (15), price range slider 0-100 ₹/day in
 * steps of 5, conditions (New, Like New, Good, Fair), the member's hubs (none chosen = all of them) and
 * availability (all, available, rented). Code-split: it loads when the panel is first opened, so its
 * slider, radio group and hub list stay off the Browse page's first screen (ADR 0018).
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  AVAILABILITY_FILTERS,
  BROWSE_GENRES,
  FILTER_CONDITIONS,
  PRICE_FILTER,
  type AvailabilityFilter,
} from '@/domain/books';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Slider } from '@/client/components/ui/slider';
import { formatNumber } from '@/client/lib/format';
import { useMyHubs } from '@/client/features/hubs/api/my-hubs';
import { toggle, type BrowseFilters } from '../lib/browse-filters';
import { AVAILABILITY_KEYS, conditionLabel, genreLabel } from '../lib/labels';
import { ToggleChips } from './toggle-chips';

const asOptions = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

export interface AdvancedFilterFieldsProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}

export default function AdvancedFilterFields({ filters, onChange }: AdvancedFilterFieldsProps) {
  const { t } = useTranslation('books');
  return (
    <>
      <ToggleChips
        label={t('filters.genres')}
        options={asOptions(BROWSE_GENRES, (g) => genreLabel(t, g))}
        selected={filters.genres}
        onToggle={(g) => onChange({ genres: toggle(filters.genres, g) })}
      />
      <PriceRange
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <ToggleChips
        label={t('filters.condition')}
        options={asOptions(FILTER_CONDITIONS, (c) => conditionLabel(t, c))}
        selected={filters.conditions}
        onToggle={(c) => onChange({ conditions: toggle(filters.conditions, c) })}
      />
      <HubChips selected={filters.societies} onChange={(societies) => onChange({ societies })} />
      <Availability value={filters.availability} onChange={(availability) => onChange({ availability })} />
    </>
  );
}

/** `₹0 – ₹100+ per day`: the top of the slider means no upper bound. */
function priceText(t: TFunction<'books'>, min: number, max: number): string {
  return t('filters.price', {
    min: formatNumber(min),
    max: `${formatNumber(max)}${max === PRICE_FILTER.max ? '+' : ''}`,
  });
}

function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number;
  max: number;
  onCommit: (min: number, max: number) => void;
}) {
  const { t } = useTranslation('books');
  const [value, setValue] = useState<[number, number]>([min, max]);
  const labelId = useId();
  useEffect(() => setValue([min, max]), [min, max]);

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <p id={labelId} className="text-sm font-medium">
          {t('filters.priceRange')}
        </p>
        <span className="text-muted-foreground text-sm" aria-live="polite">
          {priceText(t, value[0], value[1])}
        </span>
      </div>
      <Slider
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={PRICE_FILTER.step}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(v) => setValue([v[0]!, v[1]!])}
        onValueCommit={(v) => onCommit(v[0]!, v[1]!)}
        aria-labelledby={labelId}
        className="py-2"
      />
    </div>
  );
}

function HubChips({ selected, onChange }: { selected: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('books');
  const hubs = useMyHubs();
  if (hubs.isPending)
    return <Skeleton role="status" aria-label={t('filters.loadingHubs')} className="h-14 w-full" />;
  if (hubs.isError || hubs.data.length === 0) return null;
  return (
    <div className="grid gap-1">
      <ToggleChips
        label={t('filters.hubs')}
        options={hubs.data.map((hub) => ({ value: hub.id, label: hub.name }))}
        selected={selected}
        onToggle={(id) => onChange(toggle(selected, id))}
      />
      <p className="text-muted-foreground text-xs">{t('filters.hubsHint')}</p>
    </div>
  );
}

function Availability({
  value,
  onChange,
}: {
  value: AvailabilityFilter;
  onChange: (v: AvailabilityFilter) => void;
}) {
  const { t } = useTranslation('books');
  const labelId = useId();
  return (
    <div className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        {t('filters.availability')}
      </p>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onValueChange={(v) => onChange(v as AvailabilityFilter)}
        className="grid-cols-3 gap-2"
      >
        {AVAILABILITY_FILTERS.map((option) => (
          <Label
            key={option}
            className="has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-accent flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-normal"
          >
            <RadioGroupItem value={option} />
            {t(AVAILABILITY_KEYS[option])}
          </Label>
        ))}
      </RadioGroup>
    </div>
  );
}
