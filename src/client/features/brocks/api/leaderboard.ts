/**
 * GET /api/brocks/leaderboard (spec 002 §7; ADR 0027): the top 50 members by Brocks and the caller's own
 * entry when further down. Keyed by its path, so a transaction's refresh can reach it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardRoutes } from '@/contract/rewards';
import { call } from '@/client/lib/api';

export const leaderboardQuery = () =>
  queryOptions({
    queryKey: [leaderboardRoutes.leaderboard.path] as const,
    queryFn: () => call(leaderboardRoutes.leaderboard),
  });

export function useLeaderboard() {
  return useQuery(leaderboardQuery());
}
