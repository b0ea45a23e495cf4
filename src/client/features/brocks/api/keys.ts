/**
 * Query keys of the Brocks area. Each is the API path (the app's convention), so a transaction that moves
 * Brocks refreshes them by path (rentals' refreshAfterTransaction).
 */
import { brocksPaths, settingsPaths } from '@/contract/paths';

export const brocksKeys = {
  credits: [brocksPaths.credits.path] as const,
  conversionRates: [settingsPaths.brocksConversionRates.path] as const,
};
