/**
 * Platform settings and their defaults (spec 002 §3, §5, §9: commission 5 %, security deposit ₹100,
 * minimum apartments 90, max rental days 30, extension fee ₹10 per day; "zero values fall back to these").
 * Money in paise.
 */
export interface PlatformSettings {
  /** percent, 0-100 */
  commissionRate: number;
  securityDepositPaise: number;
  minApartments: number;
  maxRentalDays: number;
  extensionFeePerDayPaise: number;
}

export const PLATFORM_DEFAULTS: PlatformSettings = {
  commissionRate: 5,
  securityDepositPaise: 10_000,
  minApartments: 90,
  maxRentalDays: 30,
  extensionFeePerDayPaise: 1_000,
};

/** Storage keys of the platform settings in the `settings` table. */
export const PLATFORM_SETTING_KEYS: Record<keyof PlatformSettings, string> = {
  commissionRate: 'commission_rate',
  securityDepositPaise: 'security_deposit_paise',
  minApartments: 'min_apartments',
  maxRentalDays: 'max_rental_days',
  extensionFeePerDayPaise: 'extension_fee_per_day_paise',
};

/**
 * Platform settings from stored key/value pairs; a missing, non-numeric or zero value falls back to
 * its default (spec 002 §9).
 */
export function platformSettingsFrom(stored: ReadonlyMap<string, string>): PlatformSettings {
  const out = { ...PLATFORM_DEFAULTS };
  for (const field of Object.keys(PLATFORM_SETTING_KEYS) as (keyof PlatformSettings)[]) {
    const raw = stored.get(PLATFORM_SETTING_KEYS[field]);
    const value = raw === undefined ? NaN : Number(raw);
    if (Number.isFinite(value) && value > 0) out[field] = value;
  }
  return out;
}
