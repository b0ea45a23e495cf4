/**
 * The queries of the rewards pages (spec 001 §7; 002 §7): badges (GET /api/user/badges), earnings
 * (GET /api/user/earnings), recent rewards (GET /api/user/recent-rewards) and the reward settings any
 * member reads (GET /api/admin/platform-settings). Keys are the API paths, so `refreshAfterTransaction`
 * refreshes them by path.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminRoutes } from '@/contract/admin';
import type { brocksRoutes } from '@/contract/brocks';
import type { rewardsRoutes } from '@/contract/rewards';
import { adminPaths, brocksPaths, rewardsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';

export const badgesQuery = () =>
  queryOptions({
    queryKey: [rewardsPaths.badges.path],
    queryFn: () => callPath<typeof rewardsRoutes.badges>(rewardsPaths.badges),
  });
export const useBadges = () => useQuery(badgesQuery());

export const earningsQuery = () =>
  queryOptions({
    queryKey: [rewardsPaths.earnings.path],
    queryFn: () => callPath<typeof rewardsRoutes.earnings>(rewardsPaths.earnings),
  });
export const useEarnings = () => useQuery(earningsQuery());

export const recentRewardsQuery = () =>
  queryOptions({
    queryKey: [brocksPaths.recentRewards.path],
    queryFn: () => callPath<typeof brocksRoutes.recentRewards>(brocksPaths.recentRewards),
  });
export const useRecentRewards = () => useQuery(recentRewardsQuery());

export const rewardSettingsQuery = () =>
  queryOptions({
    queryKey: [adminPaths.rewardValues.path],
    queryFn: () => callPath<typeof adminRoutes.rewardValues>(adminPaths.rewardValues),
  });
export const useRewardSettings = () => useQuery(rewardSettingsQuery());
