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
 * Whether a stored value is usable for `field` (spec 002 §5 bounds; ADR 0022): commission 0-100 (0.01 %),
 * deposit and extension fee whole paise, minimum apartments whole ≥ 1, max rental days whole 1-365.
 * Zero is not usable: spec 002 §9 "zero values fall back to these".
 */
function usable(field: keyof PlatformSettings, value: number): boolean {
  if (!Number.isFinite(value) || value <= 0) return false;
  switch (field) {
    case 'commissionRate':
      return value <= 100;
    case 'maxRentalDays':
      return Number.isInteger(value) && value <= 365;
    default:
      return Number.isSafeInteger(value);
  }
}

/**
 * Platform settings from stored key/value pairs; a missing, non-numeric, zero or out-of-range value falls
 * back to its default (spec 002 §9; ADR 0022), so a bad row never breaks a page.
 */
export function platformSettingsFrom(stored: ReadonlyMap<string, string>): PlatformSettings {
  const out = { ...PLATFORM_DEFAULTS };
  for (const field of Object.keys(PLATFORM_SETTING_KEYS) as (keyof PlatformSettings)[]) {
    const raw = stored.get(PLATFORM_SETTING_KEYS[field]);
    const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
    if (usable(field, value)) out[field] = value;
  }
  return out;
}

/** Storage key → value string for `settings` (the inverse of `platformSettingsFrom` for usable values). */
export function platformSettingsToStored(s: PlatformSettings): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(PLATFORM_SETTING_KEYS) as (keyof PlatformSettings)[]).map((f) => [
      PLATFORM_SETTING_KEYS[f],
      String(s[f]),
    ]),
  );
}
