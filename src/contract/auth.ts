/**
 * Auth area wire format (spec 000 §5, §7 Auth; 001 §7; 002 §3 "Current user").
 * Validation messages are the spec's, word for word.
 */
import { z } from 'zod';
import { CITIES } from '@/domain/cities';
import { LANGUAGES } from '@/domain/languages';
import { defineRoute, messageBody } from './http';
import { authPaths } from './paths';
import { validationMessage } from './messages';

/** Register: a referral that is not a member number (digits only). */
export const REFERRAL_NOT_A_NUMBER = validationMessage('auth.referralNotANumber');

const PASSWORD_TOO_LONG = validationMessage('auth.passwordTooLong');

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, validationMessage('auth.emailInvalid'))
  .email(validationMessage('auth.emailInvalid'));

export const loginBody = z.object({
  email: emailField,
  password: z.string().min(6, validationMessage('auth.passwordTooShort')).max(200, PASSWORD_TOO_LONG),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Sign-up form (spec 000 §5). `referredBy` is the referrer's user number, optional. */
export const registerBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, validationMessage('auth.nameTooShort'))
    .max(100, validationMessage('auth.nameTooLong')),
  email: emailField,
  phone: z
    .string()
    .trim()
    .min(10, validationMessage('auth.phoneTooShort'))
    .max(20, validationMessage('auth.phoneTooLong')),
  password: z.string().min(6, validationMessage('auth.passwordTooShort')).max(200, PASSWORD_TOO_LONG),
  flatWing: z
    .string()
    .trim()
    .min(1, validationMessage('auth.flatWingRequired'))
    .max(100, validationMessage('auth.flatWingTooLong')),
  buildingName: z
    .string()
    .trim()
    .min(1, validationMessage('auth.buildingNameRequired'))
    .max(200, validationMessage('auth.buildingNameTooLong')),
  detailedAddress: z
    .string()
    .trim()
    .min(5, validationMessage('auth.detailedAddressTooShort'))
    .max(500, validationMessage('auth.detailedAddressTooLong')),
  city: z
    .string()
    .min(1, validationMessage('auth.citySelect'))
    .refine((c) => (CITIES as readonly string[]).includes(c), validationMessage('auth.citySelect')),
  referredBy: z
    .union([z.string().trim(), z.number()])
    .optional()
    .nullable()
    .transform((v) => (v === undefined || v === null || v === '' ? null : String(v)))
    .refine((v) => v === null || /^\d{1,9}$/.test(v), REFERRAL_NOT_A_NUMBER),
});
export type RegisterBody = z.input<typeof registerBody>;

export const forgotPasswordBody = z.object({ email: emailField });

export const resetPasswordBody = z.object({
  token: z.string().min(1, validationMessage('auth.resetLinkInvalid')),
  password: z.string().min(6, validationMessage('auth.resetPasswordTooShort')).max(200, PASSWORD_TOO_LONG),
});

/**
 * The signed-in member as every screen sees it; never includes the password hash.
 * `referredBy` is the referrer's user number (not their id), null when nobody referred them.
 */
export const sessionUser = z.object({
  id: z.number().int(),
  userNumber: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  flatWing: z.string(),
  buildingName: z.string(),
  detailedAddress: z.string(),
  city: z.string(),
  referredBy: z.number().int().nullable(),
  isAdmin: z.boolean(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  /** members who joined with this member's user number (spec 002 §3 "Current user") */
  totalReferrals: z.number().int(),
  /** profile sections (spec 001 §3 User): school and company are hub ids (ADR 0020) */
  school: z.number().int().nullable(),
  grade: z.string().nullable(),
  division: z.string().nullable(),
  company: z.number().int().nullable(),
  floor: z.string().nullable(),
  building: z.string().nullable(),
  /**
   * the member's language, null until chosen (ADR 0042); the server always sends it, optional in the type
   * so screens and fixtures that do not care need not name it
   */
  preferredLanguage: z.enum(LANGUAGES).nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    body: registerBody,
    response: sessionUser,
  }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: loginBody, response: sessionUser }),
  logout: defineRoute({ ...authPaths.logout, response: messageBody }),
  me: defineRoute({ ...authPaths.me, response: sessionUser }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    body: forgotPasswordBody,
    response: messageBody,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    body: resetPasswordBody,
    response: messageBody,
  }),
} as const;

/**
 * Google sign-in (spec 000 §7 Auth: "a browser redirect, not a data call"). The browser navigates to
 * `GOOGLE_SIGN_IN_PATH`; on success it comes back signed in at `/`, on any failure (Google not
 * configured, cancelled, refused) at `GOOGLE_ERROR_REDIRECT`, where the client shows the spec's
 * Connection Error toast.
 */
export const GOOGLE_SIGN_IN_PATH = '/api/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';
export const GOOGLE_ERROR_REDIRECT = '/auth?error=google';
