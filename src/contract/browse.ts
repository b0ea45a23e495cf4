/**
 * Browse query and answer headers (spec 000 §2 "Browse Books screen", §7 "GET /api/books/browse";
 * docs/decisions/0013-browse-count-and-paging-headers.md). Part of the books area's wire format
 * (`contract/books.ts` re-exports it): the query's filters, sort and paging, and the `X-Total-Count` /
 * `X-Has-More` headers that describe the whole result.
 */
import { z } from 'zod';
import {
  AVAILABILITY_FILTERS,
  BROWSE_GENRES,
  BROWSE_SORTS,
  CONDITION_FILTER_VALUES,
  type AvailabilityFilter,
  type BrowseSort,
  type ConditionFilterValue,
  type Genre,
} from '@/domain/books';
import { validationMessage } from './messages';

/** A comma list (`a,b`) or repeated parameter (`x=a&x=b`) as a trimmed array without empty items. */
function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === null) return [];
    const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','));
    return parts.map((s) => s.trim()).filter((s) => s !== '');
  }, z.array(item));
}

/** An optional query number: empty → undefined, otherwise a finite number ≥ 0. */
const optionalRupees = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    z.number({ error: message }).min(0, message).optional(),
  );

/** `lat,lng` in degrees, e.g. `19.1176,72.9060`. */
export const LAT_LNG_PATTERN = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export const BROWSE_LIMIT = { default: 60, max: 100 } as const;

const browseQueryObject = z.object({
  /** words of the title, author or description; misspellings are tolerated */
  search: z.string().trim().max(200).optional(),
  genres: commaList(z.enum(BROWSE_GENRES, { error: validationMessage('browse.unknownGenre') })),
  /** rupees per day */
  minPrice: optionalRupees(validationMessage('browse.minPrice')),
  /** rupees per day */
  maxPrice: optionalRupees(validationMessage('browse.maxPrice')),
  conditions: commaList(
    z.enum(CONDITION_FILTER_VALUES, { error: validationMessage('browse.unknownCondition') }),
  ),
  /** hub ids; defaults to every hub the caller has joined; hubs the caller has not joined are ignored */
  societies: commaList(
    z.coerce
      .number({ error: validationMessage('browse.societyIds') })
      .int()
      .positive(),
  ),
  availability: z
    .enum(AVAILABILITY_FILTERS, { error: validationMessage('browse.unknownAvailability') })
    .default('all'),
  /** default: relevance when searching, else newest */
  sortBy: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(BROWSE_SORTS, { error: validationMessage('browse.unknownSort') }).optional(),
  ),
  /**
   * `lat,lng` (the distance origin) or a place name matched against the hubs' name, city and address.
   * Without it, distance is measured from the caller's first hub.
   */
  location: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BROWSE_LIMIT.max).default(BROWSE_LIMIT.default),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type BrowseQuery = z.output<typeof browseQueryObject>;

/**
 * What a caller may send to browse: query-string text or the typed values. Lists are a comma list or
 * an array; numbers a number or its text. (The schema's own input type says `unknown` for the fields
 * it preprocesses, so the contract states it here.)
 */
export interface BrowseQueryInput {
  search?: string;
  genres?: string | readonly Genre[];
  /** rupees per day */
  minPrice?: number | string;
  /** rupees per day */
  maxPrice?: number | string;
  conditions?: string | readonly ConditionFilterValue[];
  societies?: string | number | readonly number[];
  availability?: AvailabilityFilter;
  sortBy?: BrowseSort | '';
  location?: string;
  limit?: number | string;
  offset?: number | string;
}

/** The browse query schema, typed with `BrowseQueryInput` as its input (the parsing is `browseQueryObject`'s). */
export const browseQuery = browseQueryObject as unknown as z.ZodType<BrowseQuery, BrowseQueryInput>;

export * from './browse-headers';
