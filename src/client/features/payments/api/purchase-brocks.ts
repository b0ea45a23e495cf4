/**
 * POST /api/brocks/purchase (spec 002 §7; ADR 0027): completes a paid package order and answers the
 * Brocks awarded. Balance, rewards and the leaderboard change with it.
 */
import { useMutation } from '@tanstack/react-query';
import { brocksPurchaseRoutes, type BrocksPurchaseBody } from '@/contract/brocks-purchase';
import { call } from '@/client/lib/api';

export function usePurchaseBrocks() {
  return useMutation({
    mutationFn: (body: BrocksPurchaseBody) => call(brocksPurchaseRoutes.purchase, { body }),
  });
}
