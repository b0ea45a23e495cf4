/**
 * Auth use cases (spec 000 §5, §7 Auth; ARCHITECTURE §3 Security; ADR 0005): registration, password sign-in, and the member
 * as the API shows them (`SessionUser`, never the password hash). Emails are stored lower-cased and
 * are unique case-insensitively (index on `lower(email)`); passwords are argon2id (`lib/passwords`).
 * Other modules use this area only through its `index.ts`.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { registerBody, SessionUser } from '@/contract/auth';
import type { Db, Tx } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { isLanguage } from '@/domain/languages';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { grantOpeningCredits } from '../brocks';
import { grantReferralMilestones } from '../admin';
import { creditReferrer, findReferrer } from './referral';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';

/** The English texts (spec 000 §8); answers render the keys in the caller's language (ADR 0042). */
export const EMAIL_TAKEN = t('auth:register.emailTaken');
export const INVALID_CREDENTIALS = t('auth:signIn.invalidCredentials');

/** 400 message for a referral number that belongs to no member (English). */
export const unknownReferralMessage = (userNumber: string): string =>
  t('auth:register.unknownReferral', { userNumber });

/** True when `user` is an administrator: the `isAdmin` flag or an address in ADMIN_EMAILS (lower-cased). */
export function isAdminMember(
  user: Pick<UserRow, 'isAdmin' | 'email'>,
  adminEmails: readonly string[],
): boolean {
  return user.isAdmin || adminEmails.includes(user.email.toLowerCase());
}

/** The member with `email` (any letter case), or undefined. */
export async function findUserByEmail(db: Db | Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/**
 * `user` as the API answers it (contract `sessionUser`): `referredBy` becomes the referrer's user
 * number, `isAdmin` includes ADMIN_EMAILS, `createdAt` is ISO 8601, `totalReferrals` counts the members
 * who joined with this member's number (ADR 0010, ADR 0020). Never carries the password hash.
 */
export async function toSessionUser(
  db: Db | Tx,
  user: UserRow,
  adminEmails: readonly string[],
): Promise<SessionUser> {
  let referredBy: number | null = null;
  if (user.referredBy !== null) {
    const [referrer] = await db
      .select({ userNumber: users.userNumber })
      .from(users)
      .where(eq(users.id, user.referredBy));
    referredBy = referrer?.userNumber ?? null;
  }
  const [referrals] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, user.id));
  return {
    id: user.id,
    userNumber: user.userNumber,
    name: user.name,
    email: user.email,
    phone: user.phone,
    flatWing: user.flatWing,
    buildingName: user.buildingName,
    detailedAddress: user.detailedAddress,
    city: user.city,
    referredBy,
    isAdmin: isAdminMember(user, adminEmails),
    profilePicture: user.profilePicture,
    createdAt: user.createdAt.toISOString(),
    totalReferrals: referrals?.n ?? 0,
    school: user.schoolHubId,
    grade: user.grade,
    preferredLanguage: isLanguage(user.preferredLanguage) ? user.preferredLanguage : null,
    division: user.division,
    company: user.companyHubId,
    floor: user.floor,
    building: user.building,
  };
}

/** True when `err` (or its cause, as Drizzle wraps driver errors) is a PostgreSQL unique violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The validated sign-up form (contract `registerBody` output: trimmed, email lower-cased). */
export type RegisterInput = z.output<typeof registerBody>;

/**
 * Creates a member from the sign-up form (spec 000 §5) and returns the row; does not sign them in
 * (the client switches to Sign In). `referredBy` is the referrer's user number and is stored as
 * their id. Throws 409 `Email already registered` when the email is taken in any letter case, and
 * 400 (with `errors.referredBy`) when the referral number belongs to no member or to a member with this
 * phone number ('You cannot use your own referral code'). Grants the opening Brocks, and the referrer's
 * `credits_per_referral` Brocks, in the same transaction. `language` is the language the visitor signed up
 * in (ADR 0042): any but English is saved as their `preferredLanguage`, so their notices and mails follow
 * the screens they read; English leaves it unset (null).
 */
export async function registerMember(
  db: Db,
  input: RegisterInput,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw localizedError(409, 'auth:register.emailTaken');
  let referrerId: number | null = null;
  if (input.referredBy !== null) {
    const referrer = await findReferrer(db, input.referredBy);
    if (!referrer) {
      throw localizedError(400, 'auth:register.unknownReferral', {
        vars: { userNumber: input.referredBy },
        fields: ['referredBy'],
      });
    }
    if (referrer.phone && referrer.phone === input.phone)
      throw localizedError(400, 'auth:register.ownReferral', { fields: ['referredBy'] });
    referrerId = referrer.id;
  }
  const passwordHash = await hashPassword(input.password);
  try {
    // The member and their opening Brocks (spec 002 §9: opening credits 100) are created together.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash,
          phone: input.phone,
          flatWing: input.flatWing,
          buildingName: input.buildingName,
          detailedAddress: input.detailedAddress,
          city: input.city,
          referredBy: referrerId,
          preferredLanguage: language === DEFAULT_LANGUAGE ? null : language,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await grantOpeningCredits(tx, row.id, now);
      if (referrerId !== null) {
        await creditReferrer(tx, referrerId, row.id, now);
        await grantReferralMilestones(tx, row.id, now);
      }
      return row;
    });
  } catch (err) {
    // Two sign-ups with the same email at once: the unique index on lower(email) decides.
    if (isUniqueViolation(err)) throw localizedError(409, 'auth:register.emailTaken');
    throw err;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * The member whose email and password match. Throws 401 `Invalid email or password` for an unknown
 * email, a wrong password, or a member without a password (Google-only); an unknown email still costs
 * one argon2 verification, so response time does not reveal which emails are registered.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  // an erased member (ADR 0052) has no password and a placeholder address: no account to sign in to
  if (!user?.passwordHash || user.deletedAt) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    throw localizedError(401, 'auth:signIn.invalidCredentials');
  }
  if (!(await verifyPassword(user.passwordHash, password)))
    throw localizedError(401, 'auth:signIn.invalidCredentials');
  return user;
}
