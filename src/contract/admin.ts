/**
 * The administrator panel's wire format (spec 002 §2.1, §3, §5, §7; ADR 0022): stats, platform settings,
 * the Brocks settings form, reward definitions and the settings audit. Money is rupees; every route is
 * administrators only except `GET /api/admin/platform-settings` (any signed-in member).
 * The messages here are the panel's user-facing text (spec 002 §5, §8 word for word where given).
 */
import { z } from 'zod';
import { BROCKS_SETTING_RULES, brocksSettingsForm, type BrocksSettingKey } from '../domain/brocks';
import { defineRoute, idParams, messageBody } from './http';
import { adminPaths } from './paths';
import { validationMessage } from './messages';

export const ADMIN_MESSAGES = {
  commissionRate: validationMessage('admin.commissionRate'),
  securityDeposit: validationMessage('admin.securityDeposit'),
  extensionFeePerDay: validationMessage('admin.extensionFeePerDay'),
  minApartments: validationMessage('admin.minApartments'),
  maxRentalDays: validationMessage('admin.maxRentalDays'),
  rewardDescription: validationMessage('admin.rewardDescription'),
  rewardType: validationMessage('admin.rewardType'),
  rewardValue: validationMessage('admin.rewardValue'),
  requiredReferrals: validationMessage('admin.requiredReferrals'),
  requiredBooks: validationMessage('admin.requiredBooks'),
} as const;

/** `GET /api/admin/stats` (spec 002 §2.1 four cards). */
export const adminStatsBody = z.object({
  totalUsers: z.number().int(),
  totalBooks: z.number().int(),
  totalSocieties: z.number().int(),
  activeRentals: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsBody>;

/** A number from a form or JSON; a blank field is refused with `message` (never read as 0). */
const numberField = (message: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce.number({ error: message }),
  );
const isTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;
/** Rupees ≥ 0 with at most 2 decimals, at most ₹1,00,000. */
const rupeesField = (message: string) =>
  numberField(message).pipe(z.number().min(0, message).max(100_000, message).refine(isTwoDecimals, message));

/**
 * `POST /api/admin/settings` and the Platform Settings form (spec 002 §5 bounds): rupees with 2 decimals,
 * commission 0-100, minimum apartments whole ≥ 1, max rental days whole 1-365.
 */
export const platformSettingsForm = z.object({
  commissionRate: numberField(ADMIN_MESSAGES.commissionRate).pipe(
    z
      .number()
      .min(0, ADMIN_MESSAGES.commissionRate)
      .max(100, ADMIN_MESSAGES.commissionRate)
      .refine(isTwoDecimals, ADMIN_MESSAGES.commissionRate),
  ),
  securityDeposit: rupeesField(ADMIN_MESSAGES.securityDeposit),
  minApartments: numberField(ADMIN_MESSAGES.minApartments).pipe(
    z.number().int(ADMIN_MESSAGES.minApartments).min(1, ADMIN_MESSAGES.minApartments).max(1_000_000),
  ),
  maxRentalDays: numberField(ADMIN_MESSAGES.maxRentalDays).pipe(
    z
      .number()
      .int(ADMIN_MESSAGES.maxRentalDays)
      .min(1, ADMIN_MESSAGES.maxRentalDays)
      .max(365, ADMIN_MESSAGES.maxRentalDays),
  ),
  extensionFeePerDay: rupeesField(ADMIN_MESSAGES.extensionFeePerDay),
});
export type PlatformSettingsFormInput = z.input<typeof platformSettingsForm>;
export type PlatformSettingsFormOutput = z.output<typeof platformSettingsForm>;

/**
 * `GET /api/admin/platform-settings` (spec 002 §3 "Platform settings for rewards"), for any signed-in
 * member: Brocks per action, and (docs/decisions/0029-badges-and-earnings.md) the opening credits, the
 * upload milestones' commission-free days, the referral badge thresholds and the redeem rates the rewards,
 * Brocks info and how-it-works pages show.
 */
export const rewardValuesBody = z.object({
  referralReward: z.number().int(),
  uploadReward: z.number().int(),
  bookUploadReward: z.number().int(),
  borrowReward: z.number().int(),
  lendReward: z.number().int(),
  openingCredits: z.number().int(),
  /** commission-free days at 10, 20 and 30 books listed */
  upload10Reward: z.number().int(),
  upload20Reward: z.number().int(),
  upload30Reward: z.number().int(),
  silverReferrals: z.number().int(),
  goldReferrals: z.number().int(),
  platinumReferrals: z.number().int(),
  /** Brocks per rupee of discount, per commission-free day, per rupee paid with Brocks */
  creditsToRupeesRate: z.number().int(),
  creditsToCommissionFreeRate: z.number().int(),
  brocksPerRupee: z.number().int(),
});
export type RewardValues = z.infer<typeof rewardValuesBody>;

/** The wire key carrying brocks per rupee inverted (spec 002 §3, §7). */
export const RUPEES_PER_CREDIT_KEY = 'rupees_per_credit_conversion';
/** The 16 keys of the Brocks settings on the wire: the form's keys with brocks_per_rupee sent inverted. */
export const BROCKS_WIRE_KEYS: string[] = Object.values(BROCKS_SETTING_RULES).map((r) =>
  r.key === 'brocks_per_rupee' ? RUPEES_PER_CREDIT_KEY : r.key,
);

/**
 * `POST /api/admin/brocks-settings` (spec 002 §7): the Brocks form's fields with `rupees_per_credit_conversion`
 * (= 1 / brocks per rupee) in place of `brocks_per_rupee`, validated by `brocksSettingsForm` with the spec's
 * messages. A blank, null or missing field is refused, never read as 0.
 */
export const brocksSettingsWire = z
  .record(z.string(), z.unknown())
  .transform((body) => {
    const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
    const form: Record<string, unknown> = {};
    for (const rule of Object.values(BROCKS_SETTING_RULES)) {
      if (rule.key === 'brocks_per_rupee') {
        const inverse = Number(body[RUPEES_PER_CREDIT_KEY]);
        form[rule.key] =
          blank(body[RUPEES_PER_CREDIT_KEY]) || !(inverse > 0) ? undefined : Math.round(1 / inverse);
      } else form[rule.key] = blank(body[rule.key]) ? undefined : body[rule.key];
    }
    return form;
  })
  .pipe(brocksSettingsForm);
export type BrocksSettingsWireBody = Record<string, number>;

/** The Brocks Rewards form as the panel edits it: `brocksSettingsForm` with blank fields refused. */
export const brocksSettingsFormStrict = z
  .record(z.string(), z.unknown())
  .transform((v) =>
    Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, typeof x === 'string' && x.trim() === '' ? undefined : x]),
    ),
  )
  .pipe(brocksSettingsForm);

/** `GET /api/admin/rewards/settings` (spec 002 §3): the 16 settings in force as settingKey / settingValue. */
export const rewardSettingsList = z.array(z.object({ settingKey: z.string(), settingValue: z.string() }));
export type RewardSettingsList = z.infer<typeof rewardSettingsList>;
export type { BrocksSettingKey };

/** Reward types (spec 002 §3); only bonus_earning (Brocks) is granted today (ADR 0022). */
export const REWARD_TYPES = ['bonus_earning', 'commission_free', 'badge'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

const wholeField = (min: number, message: string) =>
  numberField(message).pipe(z.number().int(message).min(min, message).max(100_000, message));

/** `POST /api/admin/rewards` and the reward form (spec 002 §5 "Reward"). */
export const rewardDefinitionForm = z.object({
  description: z
    .string({ error: ADMIN_MESSAGES.rewardDescription })
    .trim()
    .min(1, ADMIN_MESSAGES.rewardDescription)
    .max(200, validationMessage('admin.rewardDescriptionTooLong')),
  rewardType: z.enum(REWARD_TYPES, { error: ADMIN_MESSAGES.rewardType }),
  value: wholeField(1, ADMIN_MESSAGES.rewardValue),
  requiredReferrals: wholeField(1, ADMIN_MESSAGES.requiredReferrals),
  requiredBooksPerReferral: wholeField(0, ADMIN_MESSAGES.requiredBooks),
});
export type RewardDefinitionFormInput = z.input<typeof rewardDefinitionForm>;

export const rewardDefinition = z.object({
  id: z.number().int(),
  description: z.string(),
  rewardType: z.enum(REWARD_TYPES),
  value: z.number().int(),
  requiredReferrals: z.number().int(),
  requiredBooksPerReferral: z.number().int(),
  createdAt: z.string(),
});
export type RewardDefinition = z.infer<typeof rewardDefinition>;

/** Which settings an audit list shows: the Platform Settings tab's or the Brocks Rewards tab's. */
export const AUDIT_GROUPS = ['platform', 'brocks'] as const;
export const settingsAuditQuery = z.object({ group: z.enum(AUDIT_GROUPS).default('platform') });

/** One audited change (ADR 0022): values as stored (paise, inverted brocks per rupee), newest first. */
export const settingsAuditRow = z.object({
  id: z.number().int(),
  key: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string(),
  adminName: z.string().nullable(),
  changedAt: z.string(),
});
export type SettingsAuditRow = z.infer<typeof settingsAuditRow>;

/** How many audit rows a tab shows. */
export const AUDIT_ROWS_SHOWN = 20;

export const adminRoutes = {
  stats: defineRoute({ method: 'GET', path: '/api/admin/stats', response: adminStatsBody }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/admin/settings',
    response: z.object({
      commissionRate: z.number(),
      securityDeposit: z.number(),
      minApartments: z.number().int(),
      maxRentalDays: z.number().int(),
      extensionFeePerDay: z.number(),
    }),
  }),
  updateSettings: defineRoute({
    method: 'POST',
    path: '/api/admin/settings',
    body: platformSettingsForm,
    response: messageBody,
  }),
  settingsAudit: defineRoute({
    method: 'GET',
    path: '/api/admin/settings/audit',
    query: settingsAuditQuery,
    response: z.array(settingsAuditRow),
  }),
  /** Any signed-in member (spec 001 §7, 002 §7). */
  rewardValues: defineRoute({
    ...adminPaths.rewardValues,
    response: rewardValuesBody,
  }),
  rewardSettings: defineRoute({
    method: 'GET',
    path: '/api/admin/rewards/settings',
    response: rewardSettingsList,
  }),
  updateBrocksSettings: defineRoute({
    method: 'POST',
    path: '/api/admin/brocks-settings',
    body: brocksSettingsWire,
    response: messageBody,
  }),
  rewards: defineRoute({ method: 'GET', path: '/api/admin/rewards', response: z.array(rewardDefinition) }),
  createReward: defineRoute({
    method: 'POST',
    path: '/api/admin/rewards',
    body: rewardDefinitionForm,
    response: rewardDefinition,
  }),
  deleteReward: defineRoute({
    method: 'DELETE',
    path: '/api/admin/rewards/:id',
    params: idParams,
    response: messageBody,
  }),
} as const;

/** `/api/admin/*` routes any signed-in member may call (the `onRoute` guard's exemptions). */
export const ADMIN_ROUTES_FOR_MEMBERS = [
  'GET /api/admin/brocks-conversion-rates',
  'GET /api/admin/platform-settings',
];
