/**
 * Brocks packages wire format (spec 002 §2.1 "Brocks Packages", §3 "Brocks package", §5 "Package", §7
 * `/api/brocks-packages`, `/api/admin/brocks-packages`, §8). Prices are rupee strings with two decimals
 * ('99.00') on the wire and integer paise in the database; a deleted package that purchases reference is
 * archived instead (docs/decisions/0023-brocks-packages-page-content-analytics.md).
 */
import { z } from 'zod';
import { defineRoute, idParams, messageBody } from './http';
import { validationMessage } from './messages';

export const PACKAGE_MESSAGES = {
  nameRequired: validationMessage('brocksPackages.nameRequired'),
  requiredFields: validationMessage('brocksPackages.requiredFields'),
  brocks: validationMessage('brocksPackages.brocks'),
  bonus: validationMessage('brocksPackages.bonus'),
  price: validationMessage('brocksPackages.price'),
} as const;

/** Lowest price, in paise (₹1.00, spec 002 §5). */
export const PACKAGE_MIN_PRICE_PAISE = 100;
/** Highest whole Brocks or price in rupees accepted, to keep paise within a 32-bit integer. */
const MAX_WHOLE = 10_000_000;

/** A price typed as '99', '99.5' or '99.00' (or a number): ≥ ₹1, at most 2 decimals. */
const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;

const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), schema);

/** The admin form's body (POST and PUT): name, brocks, price, bonus, popular. */
export const packageBody = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: PACKAGE_MESSAGES.requiredFields }).min(1, PACKAGE_MESSAGES.nameRequired).max(60),
  ),
  brocks: required(
    z.coerce
      .number({ error: PACKAGE_MESSAGES.requiredFields })
      .int(PACKAGE_MESSAGES.brocks)
      .min(1, PACKAGE_MESSAGES.brocks)
      .max(MAX_WHOLE, PACKAGE_MESSAGES.brocks),
  ),
  price: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: PACKAGE_MESSAGES.requiredFields })
      .transform((v) => v.trim())
      .refine((v) => PRICE_PATTERN.test(v) && Number(v) >= 1, PACKAGE_MESSAGES.price),
  ),
  bonus: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    z.coerce.number().int(PACKAGE_MESSAGES.bonus).min(0, PACKAGE_MESSAGES.bonus).max(MAX_WHOLE),
  ),
  popular: z.boolean().default(false),
});
export type PackageBody = z.input<typeof packageBody>;
export type PackageInput = z.output<typeof packageBody>;

export const brocksPackage = z.object({
  id: z.number().int(),
  name: z.string(),
  brocks: z.number().int(),
  bonus: z.number().int(),
  /** rupees, two decimals: '99.00' */
  price: z.string(),
  popular: z.boolean(),
});
export type BrocksPackage = z.infer<typeof brocksPackage>;

/** DELETE answer: whether the package was removed or, being referenced by purchases, archived. */
export const deletePackageResponse = messageBody.extend({ outcome: z.enum(['deleted', 'archived']) });
export type DeletePackageResponse = z.infer<typeof deletePackageResponse>;

export const brocksPackagesRoutes = {
  /** Packages for sale, public (no cookie needed), cheapest first. */
  publicList: defineRoute({
    method: 'GET',
    path: '/api/brocks-packages',
    response: z.array(brocksPackage),
  }),
  list: defineRoute({ method: 'GET', path: '/api/admin/brocks-packages', response: z.array(brocksPackage) }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/brocks-packages',
    body: packageBody,
    response: brocksPackage,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/brocks-packages/:id',
    params: idParams,
    body: packageBody,
    response: brocksPackage,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/brocks-packages/:id',
    params: idParams,
    response: deletePackageResponse,
  }),
} as const;
