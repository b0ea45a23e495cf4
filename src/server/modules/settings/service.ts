/**
 * Settings store: reads and writes the `settings` key/value table. Other modules read platform settings
 * through `getPlatformSettings` (defaults from `src/domain/settings.ts`).
 */
import { inArray, sql } from 'drizzle-orm';
import { BROCKS_STORAGE_KEYS, brocksSettingsFrom, type BrocksSettings } from '@/domain/brocks';
import { PLATFORM_SETTING_KEYS, platformSettingsFrom, type PlatformSettings } from '@/domain/settings';
import { paiseToRupees } from '@/domain/money';
import type { PlatformSettingsBody } from '@/contract/settings';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';

/** Stored values for `keys` (missing keys are absent from the map). */
export async function readSettings(db: Db | Tx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Upserts each key/value pair. Values are stored as decimal strings. */
export async function writeSettings(
  db: Db | Tx,
  values: Record<string, string | number>,
  now: Date,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value: String(value), updatedAt: now }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/** The platform settings in force (stored values, or the spec's defaults). */
export async function getPlatformSettings(db: Db | Tx): Promise<PlatformSettings> {
  return platformSettingsFrom(await readSettings(db, Object.values(PLATFORM_SETTING_KEYS)));
}

/** The Brocks settings in force (stored values, or the defaults decided in `src/domain/brocks.ts`; spec 002 §3, §9). */
export async function getBrocksSettings(db: Db | Tx): Promise<BrocksSettings> {
  return brocksSettingsFrom(await readSettings(db, BROCKS_STORAGE_KEYS));
}

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
