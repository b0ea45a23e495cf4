/**
 * Catalogue keys for the book values members see (spec 000 §2 "Browse Books screen", §9; ADR 0042): a
 * stored genre or condition ('Science Fiction', 'Very Good') is data in English; the screen shows it
 * through the `books` catalogue (`genre.scienceFiction`, `condition.veryGood`). Sort and availability
 * values have their keys too.
 */
import type { TFunction } from 'i18next';
import type { AvailabilityFilter, BrowseSort } from '@/domain/books';

/** 'Science Fiction' → 'scienceFiction', 'Non-Fiction' → 'nonFiction', 'Like New' → 'likeNew'. */
export function valueKey(value: string): string {
  const words = value.split(/[^A-Za-z]+/).filter(Boolean);
  return words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
}

/** A genre in the screen's language; a genre the catalogue does not know shows as stored. */
export function genreLabel(t: TFunction<'books'>, genre: string): string {
  return t(`genre.${valueKey(genre)}`, { defaultValue: genre });
}

/** A book condition (add-book or browse-filter word) in the screen's language. */
export function conditionLabel(t: TFunction<'books'>, condition: string): string {
  return t(`condition.${valueKey(condition)}`, { defaultValue: condition });
}

/** The browse sort orders' catalogue keys. */
export const SORT_KEYS = {
  newest: 'sort.newest',
  oldest: 'sort.oldest',
  price_low: 'sort.priceLow',
  price_high: 'sort.priceHigh',
  rating: 'sort.rating',
  distance: 'sort.distance',
} as const satisfies Record<BrowseSort, string>;

/** The availability filter's catalogue keys. */
export const AVAILABILITY_KEYS = {
  all: 'filters.availabilityOption.all',
  available: 'filters.availabilityOption.available',
  rented: 'filters.availabilityOption.rented',
} as const satisfies Record<AvailabilityFilter, string>;
