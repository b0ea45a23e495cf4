/** Readable labels for the browse sort and availability values (spec 000 §2 "Browse Books screen"). */
import type { AvailabilityFilter, BrowseSort } from '@/domain/books';

export const SORT_LABELS: Record<BrowseSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_low: 'Price: low to high',
  price_high: 'Price: high to low',
  rating: 'Highest rated',
  distance: 'Nearest first',
};

export const AVAILABILITY_LABELS: Record<AvailabilityFilter, string> = {
  all: 'All',
  available: 'Available',
  rented: 'Rented',
};
