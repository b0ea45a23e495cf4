/** GET / POST /api/admin/rewards and DELETE /api/admin/rewards/{id} — reward definitions (spec 002 §3, §7). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoutes, type RewardDefinitionFormInput } from '@/contract/admin';
import { call } from '@/client/lib/api';

const rewardsKey = [adminRoutes.rewards.path] as const;

export const rewardsQuery = () =>
  queryOptions({ queryKey: rewardsKey, queryFn: () => call(adminRoutes.rewards) });

export const useRewards = () => useQuery(rewardsQuery());

export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardDefinitionFormInput) => call(adminRoutes.createReward, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKey }),
  });
}

export function useDeleteReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminRoutes.deleteReward, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardsKey }),
  });
}
