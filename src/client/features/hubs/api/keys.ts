/**
 * Query keys of the hubs area: each starts with the API path, so invalidating `[path]` refreshes every
 * variant (e.g. every hub type of /api/societies/available).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { HubType } from '@/contract/hubs';

export const hubKeys = {
  all: ['/api/societies'] as const,
  available: (hubType?: HubType) => ['/api/societies/available', hubType ?? 'all'] as const,
  my: ['/api/societies/my'] as const,
  members: (hubId: number) => ['/api/societies', hubId, 'members'] as const,
};

/** Lists a join or leave changes (spec 001 §2.12): hubs, and the books the member can now see. */
const AFTER_MEMBERSHIP_CHANGE = [
  ['/api/societies'],
  ['/api/societies/my'],
  ['/api/societies/available'],
  ['/api/books'],
  ['/api/books/all'],
  ['/api/books/available-count'],
  ['/api/books/my'],
] as const;

/** Refreshes every list a join or leave affects. */
export function refreshAfterMembershipChange(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    AFTER_MEMBERSHIP_CHANGE.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
