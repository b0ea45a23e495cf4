/**
 * Browse filters kept in the URL search params (spec 000 §2 "Browse Books screen"), so a filtered view
 * can be shared and survives reload. Parameter names are the API's (`search`, `genres`, `minPrice`,
 * `maxPrice`, `conditions`, `societies`, `availability`, `sortBy`, `location`); list values are comma
 * lists; `societyId` (spec 001 §2.1 `/browse?societyId={id}`) preselects one hub. Unknown values are
 * dropped. Prices are rupees per day on the 0-100 slider (step 5); the slider's ends mean "no bound".
 */
import type { BrowseQueryInput } from '@/contract/books';
import {
  AVAILABILITY_FILTERS,
  BROWSE_GENRES,
  BROWSE_SORTS,
  FILTER_CONDITIONS,
  PRICE_FILTER,
  type AvailabilityFilter,
  type BrowseSort,
  type FilterCondition,
  type Genre,
} from '@/domain/books';

export interface BrowseFilters {
  search: string;
  location: string;
  /** null: the server's default (best match when searching, else newest) */
  sortBy: BrowseSort | null;
  genres: Genre[];
  conditions: FilterCondition[];
  /** hub ids; empty means every hub the member has joined */
  societies: number[];
  /** rupees per day, PRICE_FILTER.min … PRICE_FILTER.max */
  minPrice: number;
  maxPrice: number;
  availability: AvailabilityFilter;
}

export const EMPTY_FILTERS: BrowseFilters = {
  search: '',
  location: '',
  sortBy: null,
  genres: [],
  conditions: [],
  societies: [],
  minPrice: PRICE_FILTER.min,
  maxPrice: PRICE_FILTER.max,
  availability: 'all',
};

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : null;

const list = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A slider price from a parameter: a multiple of the step inside the range, else `fallback`. */
function price(v: string | null, fallback: number): number {
  if (v === null || v.trim() === '') return fallback;
  const n = Number(v);
  if (!Number.isFinite(n)) return fallback;
  const stepped = Math.round(n / PRICE_FILTER.step) * PRICE_FILTER.step;
  return Math.min(PRICE_FILTER.max, Math.max(PRICE_FILTER.min, stepped));
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** The filters a URL's search params describe. */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const societies = params.has('societies') ? list(params.get('societies')) : list(params.get('societyId'));
  let minPrice = price(params.get('minPrice'), PRICE_FILTER.min);
  let maxPrice = price(params.get('maxPrice'), PRICE_FILTER.max);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    search: params.get('search')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    sortBy: oneOf(BROWSE_SORTS, params.get('sortBy')),
    genres: unique(list(params.get('genres')).flatMap((g) => oneOf(BROWSE_GENRES, g) ?? [])),
    conditions: unique(list(params.get('conditions')).flatMap((c) => oneOf(FILTER_CONDITIONS, c) ?? [])),
    societies: unique(societies.map(Number).filter((n) => Number.isInteger(n) && n > 0)),
    minPrice,
    maxPrice,
    availability: oneOf(AVAILABILITY_FILTERS, params.get('availability')) ?? 'all',
  };
}

/** Search params for `filters`, leaving out every default (so a plain /browse stays plain). */
export function filtersToParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.location) params.set('location', filters.location);
  if (filters.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.genres.length) params.set('genres', filters.genres.join(','));
  if (filters.conditions.length) params.set('conditions', filters.conditions.join(','));
  if (filters.societies.length) params.set('societies', filters.societies.join(','));
  if (filters.minPrice > PRICE_FILTER.min) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice < PRICE_FILTER.max) params.set('maxPrice', String(filters.maxPrice));
  if (filters.availability !== 'all') params.set('availability', filters.availability);
  return params;
}

/** The browse API query for `filters` (prices at the slider's ends are not sent: no bound). */
export function filtersToQuery(filters: BrowseFilters): BrowseQueryInput {
  return {
    search: filters.search || undefined,
    location: filters.location || undefined,
    sortBy: filters.sortBy ?? undefined,
    genres: filters.genres.length ? filters.genres.join(',') : undefined,
    conditions: filters.conditions.length ? filters.conditions.join(',') : undefined,
    societies: filters.societies.length ? filters.societies.join(',') : undefined,
    minPrice: filters.minPrice > PRICE_FILTER.min ? filters.minPrice : undefined,
    maxPrice: filters.maxPrice < PRICE_FILTER.max ? filters.maxPrice : undefined,
    availability: filters.availability,
  };
}

/**
 * The number on the Advanced Filters badge: one per chosen genre, condition and hub, plus one for a
 * narrowed price range and one for an availability other than all.
 */
export function activeFilterCount(filters: BrowseFilters): number {
  return (
    filters.genres.length +
    filters.conditions.length +
    filters.societies.length +
    (filters.minPrice > PRICE_FILTER.min || filters.maxPrice < PRICE_FILTER.max ? 1 : 0) +
    (filters.availability !== 'all' ? 1 : 0)
  );
}

/** Every filter cleared; the chosen sort order is kept. */
export function clearedFilters(filters: BrowseFilters): BrowseFilters {
  return { ...EMPTY_FILTERS, sortBy: filters.sortBy };
}

/** `values` with `value` added when absent, removed when present. */
export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
