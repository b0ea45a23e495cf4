/**
 * The rental lists (spec 001 §7): GET /api/rentals/borrowed (My Books → Borrowed), /lent (Lent Out) and
 * /active (home Due Soon). Each answers `RentalDetails[]` (rupees, ISO dates). Query keys are the API
 * paths, so `refreshAfterLifecycle` (prefix '/api/rentals') refreshes all three.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { rentalsRoutes } from '@/contract/rentals';
import { rentalsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';

export const borrowedRentalsQuery = () =>
  queryOptions({
    queryKey: [rentalsPaths.borrowed.path] as const,
    queryFn: () => callPath<typeof rentalsRoutes.borrowed>(rentalsPaths.borrowed),
  });

export const lentRentalsQuery = () =>
  queryOptions({
    queryKey: [rentalsPaths.lent.path] as const,
    queryFn: () => callPath<typeof rentalsRoutes.lent>(rentalsPaths.lent),
  });

export const activeRentalsQuery = () =>
  queryOptions({
    queryKey: [rentalsPaths.active.path] as const,
    queryFn: () => callPath<typeof rentalsRoutes.active>(rentalsPaths.active),
  });

export function useBorrowedRentals() {
  return useQuery(borrowedRentalsQuery());
}

export function useLentRentals() {
  return useQuery(lentRentalsQuery());
}

export function useActiveRentals() {
  return useQuery(activeRentalsQuery());
}
