/**
 * The rental lists (spec 001 §7): GET /api/rentals/borrowed (My Books → Borrowed), /lent (Lent Out) and
 * /active (home Due Soon). Each answers `RentalDetails[]` (rupees, ISO dates). Query keys are the API
 * paths, so `refreshAfterLifecycle` (prefix '/api/rentals') refreshes all three.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsRoutes } from '@/contract/rentals';
import { call } from '@/client/lib/api';

export const borrowedRentalsQuery = () =>
  queryOptions({
    queryKey: [rentalsRoutes.borrowed.path] as const,
    queryFn: () => call(rentalsRoutes.borrowed),
  });

export const lentRentalsQuery = () =>
  queryOptions({ queryKey: [rentalsRoutes.lent.path] as const, queryFn: () => call(rentalsRoutes.lent) });

export const activeRentalsQuery = () =>
  queryOptions({ queryKey: [rentalsRoutes.active.path] as const, queryFn: () => call(rentalsRoutes.active) });

export function useBorrowedRentals() {
  return useQuery(borrowedRentalsQuery());
}

export function useLentRentals() {
  return useQuery(lentRentalsQuery());
}

export function useActiveRentals() {
  return useQuery(activeRentalsQuery());
}
