/** Platform settings as the client sees them (spec 000 §3, 002 §3); money in rupees. */
import { z } from 'zod';
import { defineRoute } from './http';

export const platformSettingsBody = z.object({
  commissionRate: z.number(),
  securityDeposit: z.number(),
  minApartments: z.number().int(),
  maxRentalDays: z.number().int(),
  extensionFeePerDay: z.number(),
});
export type PlatformSettingsBody = z.infer<typeof platformSettingsBody>;

export const settingsRoutes = {
  platform: defineRoute({ method: 'GET', path: '/api/platform/settings', response: platformSettingsBody }),
} as const;
