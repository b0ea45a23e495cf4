/** Platform settings as the client sees them (spec 000 §3, 002 §3); money in rupees. */
import { z } from 'zod';
import { defineRoute } from './http';
import { settingsPaths } from './paths';

export const platformSettingsBody = z.object({
  commissionRate: z.number(),
  securityDeposit: z.number(),
  minApartments: z.number().int(),
  maxRentalDays: z.number().int(),
  extensionFeePerDay: z.number(),
});
export type PlatformSettingsBody = z.infer<typeof platformSettingsBody>;

/**
 * Brocks conversion rates (spec 000 §3 "Brocks conversion rates", §7; 002 §3 "Conversion rates").
 * The spec sends the two rates as strings, so they stay strings here (whole numbers, e.g. "20"); the client
 * reads them with `Number()`. `creditsToCommissionFreeDaysRate` is the same rate as
 * `creditsToCommissionFreeRate` under the other name the spec uses. `brocksPerRupee` (Hubshelf's addition:
 * the cost of paying with Brocks) is a number.
 */
export const conversionRatesBody = z.object({
  /** Brocks per rupee of discount (default "20") */
  creditsToRupeesRate: z.string(),
  /** Brocks per commission-free day (default "20") */
  creditsToCommissionFreeRate: z.string(),
  creditsToCommissionFreeDaysRate: z.string(),
  /** Brocks per rupee when paying entirely with Brocks (default 10) */
  brocksPerRupee: z.number().int(),
});
export type ConversionRatesBody = z.infer<typeof conversionRatesBody>;

export const settingsRoutes = {
  platform: defineRoute({ method: 'GET', path: '/api/platform/settings', response: platformSettingsBody }),
  /** Any signed-in member. */
  conversionRates: defineRoute({
    method: 'GET',
    path: '/api/platform/conversion-rates',
    response: conversionRatesBody,
  }),
  /** The same rates under the admin-prefixed path the offer dialog calls; any signed-in member (spec 000 §6). */
  brocksConversionRates: defineRoute({
    ...settingsPaths.brocksConversionRates,
    response: conversionRatesBody,
  }),
} as const;
