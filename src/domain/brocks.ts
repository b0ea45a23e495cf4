/**
 * Brocks rules shared by server and client: the administrator's Brocks settings with their defaults,
 * storage keys and validation messages (spec 002 §3, §5, §9), the conversion rates the offer dialog reads
 * (spec 000 §3, 002 §3). Rank tiers and ledger reasons are in `brocks-ranks.ts`.
 * Every Brocks amount and rate is a whole number of Brocks; money is integer paise.
 */
import { z } from 'zod';

/** The administrator's Brocks settings (spec 002 §3 "Brocks setting keys"). */
export interface BrocksSettings {
  creditsPerBookUpload: number;
  creditsPerReferral: number;
  creditsPerBorrow: number;
  creditsPerLend: number;
  /** Brocks per commission-free day (stored as credits_for_commission_free_days) */
  creditsToCommissionFreeRate: number;
  /** kept for the admin form's legacy group; the decided offer rule sells one day per creditsToCommissionFreeRate */
  commissionFreeDaysPerConversion: number;
  /** Brocks per rupee of discount (stored as credits_for_rupees_conversion) */
  creditsToRupeesRate: number;
  /** Brocks per rupee when paying entirely with Brocks */
  brocksPerRupee: number;
  openingCredits: number;
  silverReferrals: number;
  goldReferrals: number;
  platinumReferrals: number;
  /** commission-free days for 10, 20 and 30 uploads */
  upload10Reward: number;
  upload20Reward: number;
  upload30Reward: number;
  creditValuePaise: number;
}

type Field = keyof BrocksSettings;

interface FieldRule {
  /** the spec's setting key (spec 002 §3), used by the admin form and in messages */
  key: string;
  /** key in the `settings` table (spec 002 §3: brocks_per_rupee is stored inverted, opening credits as starting_credits) */
  storageKey: string;
  label: string;
  min: 0 | 1;
  default: number;
}

/**
 * One row per setting: spec key, storage key, label, lower bound and default. Defaults are the ones
 * decided for Hubshelf where spec 002 §9 gives two readings: upload 1, referral 5 (the guide text's values,
 * also spec 000 §9), borrow 5, lend 5, 20 Brocks per commission-free day, 7 days per conversion (legacy),
 * 20 Brocks per rupee of discount, 10 Brocks per rupee when paying, opening credits 100, referral badges
 * 5/10/15, upload rewards 10/20/60 days, credit value ₹1.00.
 */
export const BROCKS_SETTING_RULES = {
  creditsPerBookUpload: {
    key: 'credits_per_book_upload',
    storageKey: 'credits_per_book_upload',
    label: 'Credits per book upload',
    min: 0,
    default: 1,
  },
  creditsPerReferral: {
    key: 'credits_per_referral',
    storageKey: 'credits_per_referral',
    label: 'Credits per referral',
    min: 0,
    default: 5,
  },
  creditsPerBorrow: {
    key: 'credits_per_borrow',
    storageKey: 'credits_per_borrow',
    label: 'Credits per borrow transaction',
    min: 0,
    default: 5,
  },
  creditsPerLend: {
    key: 'credits_per_lend',
    storageKey: 'credits_per_lend',
    label: 'Credits per lend transaction',
    min: 0,
    default: 5,
  },
  creditsToCommissionFreeRate: {
    key: 'credits_for_commission_free_days',
    storageKey: 'credits_for_commission_free_days',
    label: 'Credits for commission free days',
    min: 1,
    default: 20,
  },
  commissionFreeDaysPerConversion: {
    key: 'commission_free_days_per_conversion',
    storageKey: 'commission_free_days_per_conversion',
    label: 'Commission free days per conversion',
    min: 1,
    default: 7,
  },
  creditsToRupeesRate: {
    key: 'credits_for_rupees_conversion',
    storageKey: 'credits_for_rupees_conversion',
    label: 'Credits for rupees conversion',
    min: 1,
    default: 20,
  },
  brocksPerRupee: {
    key: 'brocks_per_rupee',
    storageKey: 'rupees_per_credit_conversion',
    label: 'Brocks per rupee',
    min: 1,
    default: 10,
  },
  openingCredits: {
    key: 'opening_credits',
    storageKey: 'starting_credits',
    label: 'Opening credits',
    min: 0,
    default: 100,
  },
  silverReferrals: {
    key: 'silver_referrals',
    storageKey: 'silver_referrals',
    label: 'Silver referrals',
    min: 1,
    default: 5,
  },
  goldReferrals: {
    key: 'gold_referrals',
    storageKey: 'gold_referrals',
    label: 'Gold referrals',
    min: 1,
    default: 10,
  },
  platinumReferrals: {
    key: 'platinum_referrals',
    storageKey: 'platinum_referrals',
    label: 'Platinum referrals',
    min: 1,
    default: 15,
  },
  upload10Reward: {
    key: 'upload_10_reward',
    storageKey: 'upload_10_reward',
    label: 'Upload 10 reward',
    min: 0,
    default: 10,
  },
  upload20Reward: {
    key: 'upload_20_reward',
    storageKey: 'upload_20_reward',
    label: 'Upload 20 reward',
    min: 0,
    default: 20,
  },
  upload30Reward: {
    key: 'upload_30_reward',
    storageKey: 'upload_30_reward',
    label: 'Upload 30 reward',
    min: 0,
    default: 60,
  },
  creditValuePaise: {
    key: 'credit_value_rupees',
    storageKey: 'credit_value_paise',
    label: 'Credit value',
    min: 0,
    default: 100,
  },
} as const satisfies Record<Field, FieldRule>;

/** The spec's setting keys (`credits_per_book_upload`, …, `brocks_per_rupee`, `credit_value_rupees`). */
export type BrocksSettingKey = (typeof BROCKS_SETTING_RULES)[Field]['key'];

const FIELDS = Object.keys(BROCKS_SETTING_RULES) as Field[];

/** The defaults above as a settings object. */
export const BROCKS_DEFAULTS: BrocksSettings = Object.fromEntries(
  FIELDS.map((f) => [f, BROCKS_SETTING_RULES[f].default]),
) as unknown as BrocksSettings;

/** Every storage key of the Brocks settings (for reading them from the `settings` table). */
export const BROCKS_STORAGE_KEYS: string[] = FIELDS.map((f) => BROCKS_SETTING_RULES[f].storageKey);

/**
 * The validation message of a field (spec 002 §5, word for word where the spec gives one, e.g.
 * 'Credits per referral must be non-negative', 'Brocks per rupee must be at least 1').
 */
export function brocksSettingMessage(field: Field): string {
  const rule: FieldRule = BROCKS_SETTING_RULES[field];
  return rule.min === 0 ? `${rule.label} must be non-negative` : `${rule.label} must be at least 1`;
}

function fieldSchema(field: Field) {
  const rule: FieldRule = BROCKS_SETTING_RULES[field];
  const message = brocksSettingMessage(field);
  const number = z.coerce.number({ error: message }).min(rule.min, message);
  // The credit value is money (rupees, 2 decimals); everything else counts Brocks, days or referrals.
  return field === 'creditValuePaise' ? number : number.int(`${rule.label} must be a whole number`);
}

/**
 * The admin Brocks form (spec 002 §5), keyed by the spec's setting keys (`credits_per_referral`,
 * `brocks_per_rupee`, `credit_value_rupees` in rupees, …) with the spec's messages. Parse its output with
 * `brocksSettingsFromForm`.
 */
export const brocksSettingsForm = z.object(
  Object.fromEntries(FIELDS.map((f) => [BROCKS_SETTING_RULES[f].key, fieldSchema(f)])) as Record<
    BrocksSettingKey,
    ReturnType<typeof fieldSchema>
  >,
);
export type BrocksSettingsForm = z.output<typeof brocksSettingsForm>;

/** Settings from a validated form (credit value rupees → paise). */
export function brocksSettingsFromForm(form: BrocksSettingsForm): BrocksSettings {
  const out = { ...BROCKS_DEFAULTS };
  for (const f of FIELDS) {
    const value = form[BROCKS_SETTING_RULES[f].key];
    if (value !== undefined) out[f] = f === 'creditValuePaise' ? Math.round(value * 100) : value;
  }
  return out;
}

/** The form's values for `settings` (the inverse of `brocksSettingsFromForm`). */
export function brocksSettingsToForm(settings: BrocksSettings): BrocksSettingsForm {
  return Object.fromEntries(
    FIELDS.map((f) => [
      BROCKS_SETTING_RULES[f].key,
      f === 'creditValuePaise' ? settings[f] / 100 : settings[f],
    ]),
  ) as BrocksSettingsForm;
}

/**
 * Settings from stored key/value pairs. A missing, non-numeric or out-of-range value falls back to its
 * default. `rupees_per_credit_conversion` holds 1 / brocks per rupee (spec 002 §3; fallback 0.1 → 10) and is
 * read back to the nearest whole number of Brocks.
 */
export function brocksSettingsFrom(stored: ReadonlyMap<string, string>): BrocksSettings {
  const out = { ...BROCKS_DEFAULTS };
  for (const f of FIELDS) {
    const rule: FieldRule = BROCKS_SETTING_RULES[f];
    const raw = stored.get(rule.storageKey);
    if (raw === undefined || raw.trim() === '') continue;
    let value = Number(raw);
    if (!Number.isFinite(value)) continue;
    if (f === 'brocksPerRupee') value = value > 0 ? Math.round(1 / value) : NaN;
    else value = Math.round(value);
    if (Number.isFinite(value) && value >= rule.min) out[f] = value;
  }
  return out;
}

/** Storage key → value string for `settings` (brocks per rupee stored as its inverse, spec 002 §3). */
export function brocksSettingsToStored(settings: BrocksSettings): Record<string, string> {
  return Object.fromEntries(
    FIELDS.map((f) => [
      BROCKS_SETTING_RULES[f].storageKey,
      f === 'brocksPerRupee' ? String(1 / settings[f]) : String(settings[f]),
    ]),
  );
}

/**
 * The rates the Brocks offer dialog and the Brocks price display read (spec 000 §3, 002 §3): the same
 * names as the settings and the wire (`creditsToRupeesRate`, `creditsToCommissionFreeRate`,
 * `brocksPerRupee`), whole Brocks per unit.
 */
export type ConversionRates = Pick<
  BrocksSettings,
  'creditsToRupeesRate' | 'creditsToCommissionFreeRate' | 'brocksPerRupee'
>;

/** The conversion rates of `settings`. */
export function conversionRatesFrom(settings: BrocksSettings): ConversionRates {
  return {
    creditsToRupeesRate: settings.creditsToRupeesRate,
    creditsToCommissionFreeRate: settings.creditsToCommissionFreeRate,
    brocksPerRupee: settings.brocksPerRupee,
  };
}
