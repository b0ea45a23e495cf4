/** HTTP routes of the settings area: `GET /api/platform/settings` (signed-in members; spec 000 §7). */
import type { FastifyInstance } from 'fastify';
import { paiseToRupees } from '@/domain/money';
import type { PlatformSettings } from '@/domain/settings';
import { settingsRoutes, type PlatformSettingsBody } from '@/contract/settings';
import { addRoute } from '../../lib/route';
import { getPlatformSettings } from './service';

/** Platform settings in the contract's units (rupees). */
export function toPlatformSettingsBody(s: PlatformSettings): PlatformSettingsBody {
  return {
    commissionRate: s.commissionRate,
    securityDeposit: paiseToRupees(s.securityDepositPaise),
    minApartments: s.minApartments,
    maxRentalDays: s.maxRentalDays,
    extensionFeePerDay: paiseToRupees(s.extensionFeePerDayPaise),
  };
}

export async function settingsModule(app: FastifyInstance): Promise<void> {
  addRoute(app, settingsRoutes.platform, {
    handler: async () => toPlatformSettingsBody(await getPlatformSettings(app.deps.db)),
  });
}
