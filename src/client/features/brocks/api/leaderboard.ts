/**
 * GET /api/brocks/leaderboard (spec 002 §7; ADR 0027): the top 50 members by Brocks and the caller's own
 * entry when further down. Keyed by its path, so a transaction's refresh can reach it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leaderboardRoutes } from '@/contract/rewards';
import { rewardsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';

export const leaderboardQuery = () =>
  queryOptions({
    queryKey: [rewardsPaths.leaderboard.path] as const,
    queryFn: () => callPath<typeof leaderboardRoutes.leaderboard>(rewardsPaths.leaderboard),
  });

export function useLeaderboard() {
  return useQuery(leaderboardQuery());
}
