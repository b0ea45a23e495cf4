/** The referral program calls (spec 001 §2.13, §7): `GET /api/referrals/stats` and `GET /api/referrals/list`. */
import { useQuery } from '@tanstack/react-query';
import { referralsRoutes } from '@/contract/referrals';
import { call } from '@/client/lib/api';

export const referralKeys = {
  stats: ['/api/referrals/stats'] as const,
  list: ['/api/referrals/list'] as const,
};

export function useReferralStats() {
  return useQuery({ queryKey: referralKeys.stats, queryFn: () => call(referralsRoutes.stats) });
}

export function useReferralList() {
  return useQuery({ queryKey: referralKeys.list, queryFn: () => call(referralsRoutes.list) });
}
