/**
 * Profile and account wire format (spec 001 §2.14, §5 profile/address/password/avatar, §7 user calls, §8;
 * spec 002 §3 "Current user", §5 Avatar). Validation messages are the spec's, word for word; the rules
 * the spec leaves open are in docs/decisions/0020-profile-account-and-storage.md.
 */
import { z } from 'zod';
import { isCity } from '@/domain/cities';
import { LANGUAGES } from '@/domain/languages';
import { emailField, registerBody, sessionUser } from './auth';
import { defineRoute, messageBody } from './http';
import { validationMessage } from './messages';
import { profilePaths } from './paths';

/** Avatar upload limit: 5 MB, in bytes (spec 001 §9 "Avatar limit 5MB"). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Side of the stored square avatar, in pixels (ADR 0020). */
export const AVATAR_SIZE_PX = 256;
/** Multipart field of the avatar upload (spec 001 §7). */
export const AVATAR_FIELD = 'profilePicture';
/** Longest grade, division, floor or building text, in characters (ADR 0020). */
export const PROFILE_TEXT_MAX = 50;

/** The address fields and their messages, as on the sign-up form (spec 000 §5, 001 §5). */
const { name, phone, flatWing, buildingName, detailedAddress } = registerBody.shape;
const addressFields = { flatWing, buildingName, detailedAddress };

/** The address form (spec 001 §5 "Profile address form"); also home's 'Complete Your Profile'. */
export const addressBody = z.object({
  ...addressFields,
  city: z.string().refine((c) => isCity(c), validationMessage('profile.cityRequired')),
});
export type AddressBody = z.input<typeof addressBody>;

/**
 * `PATCH /api/auth/profile`: a partial update — the address fields given (with the form's messages), and
 * `preferredLanguage` (ADR 0042; the server accepts only offered languages).
 */
export const profilePatchBody = addressBody
  .partial()
  .extend({ preferredLanguage: z.enum(LANGUAGES).optional() });
export type ProfilePatchBody = z.input<typeof profilePatchBody>;

/** Optional short text (grade, division, floor, building): trimmed, empty becomes null. */
const optionalText = (tooLong: 'gradeTooLong' | 'divisionTooLong' | 'floorTooLong' | 'buildingTooLong') =>
  z
    .string()
    .trim()
    .max(PROFILE_TEXT_MAX, validationMessage(`profile.${tooLong}`, { max: PROFILE_TEXT_MAX }))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A hub id from the school or company list, or null/absent for none. */
const optionalHubId = z
  .number()
  .int()
  .positive()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** The profile form (spec 001 §5 "Profile form"). `school` and `company` are hub ids (ADR 0020). */
export const profileBody = z.object({
  name,
  email: emailField,
  phone,
  ...addressFields,
  city: z.string().refine((c) => isCity(c), validationMessage('profile.citySelect')),
  school: optionalHubId,
  grade: optionalText('gradeTooLong'),
  division: optionalText('divisionTooLong'),
  company: optionalHubId,
  floor: optionalText('floorTooLong'),
  building: optionalText('buildingTooLong'),
});
export type ProfileBody = z.input<typeof profileBody>;

/** The password form (spec 001 §5 "Password form"). */
export const passwordBody = z
  .object({
    currentPassword: z
      .string()
      .min(6, validationMessage('profile.currentPasswordRequired'))
      .max(200, validationMessage('profile.currentPasswordRequired')),
    newPassword: z
      .string()
      .min(6, validationMessage('profile.newPasswordTooShort'))
      .max(200, validationMessage('profile.passwordTooLong')),
    confirmPassword: z.string().min(6, validationMessage('profile.confirmPassword')),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: validationMessage('profile.passwordsDontMatch'),
    path: ['confirmPassword'],
  });
export type PasswordBody = z.input<typeof passwordBody>;

/** GET /api/user/stats: the profile tiles (ADR 0020 says what each counts). */
export const userStats = z.object({
  booksBorrowed: z.number().int(),
  booksLent: z.number().int(),
  totalReferrals: z.number().int(),
  societiesJoined: z.number().int(),
});
export type UserStats = z.infer<typeof userStats>;

/** One approved school or office hub a member may pick on the profile form. */
export const profileHubOption = z.object({ id: z.number().int(), name: z.string(), city: z.string() });
export type ProfileHubOption = z.infer<typeof profileHubOption>;

/** GET /api/user/profile-options: schools and companies, the member's city first, then by name. */
export const profileOptions = z.object({
  schools: z.array(profileHubOption),
  companies: z.array(profileHubOption),
});
export type ProfileOptions = z.infer<typeof profileOptions>;

/** POST /api/user/profile-picture answer: the new picture's URL (`/files/avatars/{random}.webp`). */
export const profilePictureResult = z.object({ profilePicture: z.string() });

export const profileRoutes = {
  stats: defineRoute({ method: 'GET', path: '/api/user/stats', response: userStats }),
  options: defineRoute({ method: 'GET', path: '/api/user/profile-options', response: profileOptions }),
  update: defineRoute({ method: 'PUT', path: '/api/user/profile', body: profileBody, response: sessionUser }),
  address: defineRoute({
    ...profilePaths.update,
    body: profilePatchBody,
    response: sessionUser,
  }),
  password: defineRoute({
    method: 'PUT',
    path: '/api/user/password',
    body: passwordBody,
    response: messageBody,
  }),
  picture: defineRoute({
    method: 'POST',
    path: '/api/user/profile-picture',
    response: profilePictureResult,
  }),
} as const;
