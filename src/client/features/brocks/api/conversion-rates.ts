/**
 * GET /api/admin/brocks-conversion-rates (spec 000 §3 "Brocks conversion rates", §7): Brocks per rupee of
 * discount, per commission-free day, and per rupee when paying with Brocks. Readable by any signed-in
 * member. Fetched only while the Borrow/Buy dialog (its Brocks payment) or the offer dialog is open
 * (spec 000 §7), so callers pass `enabled`.
 *
 * The wire sends the two offer rates as strings; `select` turns them into whole numbers ≥ 1, falling
 * back to the defaults (20 Brocks per rupee or per day, 10 Brocks per rupee paid) for a missing or
 * unusable value (spec 002 §9).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BROCKS_DEFAULTS, type ConversionRates } from '@/domain/brocks';
import { settingsRoutes, type ConversionRatesBody } from '@/contract/settings';
import { call } from '@/client/lib/api';
import { brocksKeys } from './keys';

/** A whole rate ≥ 1 from `raw`, or `fallback`. */
function rate(raw: string | number, fallback: number): number {
  const value = Math.floor(Number(raw));
  return Number.isFinite(value) && value >= 1 ? value : fallback;
}

/** The rates as numbers (see the module docstring for the fallbacks). */
export function toConversionRates(body: ConversionRatesBody): ConversionRates {
  return {
    creditsToRupeesRate: rate(body.creditsToRupeesRate, BROCKS_DEFAULTS.creditsToRupeesRate),
    creditsToCommissionFreeRate: rate(
      body.creditsToCommissionFreeRate,
      BROCKS_DEFAULTS.creditsToCommissionFreeRate,
    ),
    brocksPerRupee: rate(body.brocksPerRupee, BROCKS_DEFAULTS.brocksPerRupee),
  };
}

export const conversionRatesQuery = () =>
  queryOptions({
    queryKey: brocksKeys.conversionRates,
    queryFn: () => call(settingsRoutes.brocksConversionRates),
    select: toConversionRates,
  });

export function useConversionRates({ enabled }: { enabled: boolean }) {
  return useQuery({ ...conversionRatesQuery(), enabled });
}
