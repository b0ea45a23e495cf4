/**
 * The queries of the rewards pages (spec 001 §7; 002 §7): badges (GET /api/user/badges), earnings
 * (GET /api/user/earnings), recent rewards (GET /api/user/recent-rewards) and the reward settings any
 * member reads (GET /api/admin/platform-settings). Keys are the API paths, so `refreshAfterTransaction`
 * refreshes them by path.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@/contract/admin';
import { brocksRoutes } from '@/contract/brocks';
import { rewardsRoutes } from '@/contract/rewards';
import { call } from '@/client/lib/api';

export const badgesQuery = () =>
  queryOptions({ queryKey: [rewardsRoutes.badges.path], queryFn: () => call(rewardsRoutes.badges) });
export const useBadges = () => useQuery(badgesQuery());

export const earningsQuery = () =>
  queryOptions({ queryKey: [rewardsRoutes.earnings.path], queryFn: () => call(rewardsRoutes.earnings) });
export const useEarnings = () => useQuery(earningsQuery());

export const recentRewardsQuery = () =>
  queryOptions({
    queryKey: [brocksRoutes.recentRewards.path],
    queryFn: () => call(brocksRoutes.recentRewards),
  });
export const useRecentRewards = () => useQuery(recentRewardsQuery());

export const rewardSettingsQuery = () =>
  queryOptions({
    queryKey: [adminRoutes.rewardValues.path],
    queryFn: () => call(adminRoutes.rewardValues),
  });
export const useRewardSettings = () => useQuery(rewardSettingsQuery());
