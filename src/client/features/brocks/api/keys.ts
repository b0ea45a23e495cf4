/**
 * Query keys of the Brocks area. Each is the API path (the app's convention), so other features can
 * refresh them after a transaction that moves Brocks.
 */
import { brocksRoutes } from '@/contract/brocks';
import { settingsRoutes } from '@/contract/settings';

export const brocksKeys = {
  credits: [brocksRoutes.credits.path] as const,
  recentRewards: [brocksRoutes.recentRewards.path] as const,
  conversionRates: [settingsRoutes.brocksConversionRates.path] as const,
};
