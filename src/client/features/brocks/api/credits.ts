/**
 * GET /api/user/credits (spec 000 §3 "Credits", §7; 002 §3): the signed-in member's Brocks balance and
 * everything they have earned, in whole Brocks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { brocksRoutes } from '@/contract/brocks';
import { brocksPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { brocksKeys } from './keys';

export const creditsQuery = () =>
  queryOptions({
    queryKey: brocksKeys.credits,
    queryFn: () => callPath<typeof brocksRoutes.credits>(brocksPaths.credits),
  });

/** The member's credits; pass `enabled: false` to wait until a dialog that needs them opens. */
export function useCredits(options: { enabled?: boolean } = {}) {
  return useQuery({ ...creditsQuery(), ...options });
}
