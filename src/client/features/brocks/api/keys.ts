/**
 * Query keys of the Brocks area. Each is the API path (the app's convention), so a transaction that moves
 * Brocks refreshes them by path (rentals' refreshAfterTransaction).
 */
import { brocksRoutes } from '@/contract/brocks';
import { settingsRoutes } from '@/contract/settings';

export const brocksKeys = {
  credits: [brocksRoutes.credits.path] as const,
  conversionRates: [settingsRoutes.brocksConversionRates.path] as const,
};
