/**
 * HTTP routes of the settings area, all for signed-in members (spec 000 §7, 002 §7): `GET /api/platform/settings`,
 * `GET /api/platform/conversion-rates` and `GET /api/admin/brocks-conversion-rates` (the same rates).
 */
import type { FastifyInstance } from 'fastify';
import { conversionRatesFrom, type BrocksSettings } from '@/domain/brocks';
import { settingsRoutes, type ConversionRatesBody } from '@/contract/settings';
import { addRoute } from '../../lib/route';
import { getBrocksSettings, getPlatformSettings, toPlatformSettingsBody } from './service';

/** Conversion rates in the contract's shape (the spec's two rates as strings). */
export function toConversionRatesBody(s: BrocksSettings): ConversionRatesBody {
  const rates = conversionRatesFrom(s);
  return {
    creditsToRupeesRate: String(rates.creditsToRupeesRate),
    creditsToCommissionFreeRate: String(rates.creditsToCommissionFreeRate),
    creditsToCommissionFreeDaysRate: String(rates.creditsToCommissionFreeRate),
    brocksPerRupee: rates.brocksPerRupee,
  };
}

export async function settingsModule(app: FastifyInstance): Promise<void> {
  const conversionRates = async () => toConversionRatesBody(await getBrocksSettings(app.deps.db));
  addRoute(app, settingsRoutes.conversionRates, { handler: conversionRates });
  addRoute(app, settingsRoutes.brocksConversionRates, { handler: conversionRates });
  addRoute(app, settingsRoutes.platform, {
    handler: async () => toPlatformSettingsBody(await getPlatformSettings(app.deps.db)),
  });
}
