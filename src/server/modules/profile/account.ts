/**
 * Profile and address updates (spec 001 §5 "Profile form", "Profile address form"; ADR
 * docs/decisions/0020-profile-account-and-storage.md). `school` and `company` must be approved school and
 * office hubs; choosing one does not join it. An email taken by another member in any letter case is
 * refused with 409 `Email already registered` (also when two updates race: the unique index decides).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type profilePatchBody, type ProfileOptions, type profileBody } from '@/contract/profile';
import { OFFERED_LANGUAGES, type Language } from '@/domain/languages';
import type { Db } from '../../db/client';
import { hubs, users, type UserRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { findUserByEmail, isUniqueViolation } from '../auth';

export type ProfileInput = z.output<typeof profileBody>;
export type AddressInput = z.output<typeof profilePatchBody>;

/** True when `hubId` is an approved hub of `hubType`. */
async function isApprovedHub(db: Db, hubId: number, hubType: 'school' | 'office'): Promise<boolean> {
  const [row] = await db
    .select({ id: hubs.id })
    .from(hubs)
    .where(and(eq(hubs.id, hubId), eq(hubs.hubType, hubType), eq(hubs.status, 'approved')));
  return Boolean(row);
}

/**
 * Saves the profile form for `userId` and returns the updated row. Throws 409 for a taken email, 400
 * `Please choose a school from the list` / `Please choose a company from the list` (with `errors.school`
 * / `errors.company`) for an id that is not an approved school / office hub.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: ProfileInput,
  now: Date,
): Promise<UserRow> {
  const other = await findUserByEmail(db, input.email);
  if (other && other.id !== userId) throw localizedError(409, 'profile:emailTaken');
  if (input.school !== null && !(await isApprovedHub(db, input.school, 'school'))) {
    throw localizedError(400, 'profile:schoolNotListed', { fields: ['school'] });
  }
  if (input.company !== null && !(await isApprovedHub(db, input.company, 'office'))) {
    throw localizedError(400, 'profile:companyNotListed', { fields: ['company'] });
  }
  try {
    const [row] = await db
      .update(users)
      .set({
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone,
        flatWing: input.flatWing,
        buildingName: input.buildingName,
        detailedAddress: input.detailedAddress,
        city: input.city,
        schoolHubId: input.school,
        grade: input.grade,
        division: input.division,
        companyHubId: input.company,
        floor: input.floor,
        building: input.building,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw localizedError(409, 'profile:emailTaken');
    throw err;
  }
}

/**
 * Saves the given address fields (the collection address borrowers see) and `preferredLanguage` for
 * `userId`, and returns the row. Throws 400 `languageNotOffered` (with `errors.preferredLanguage`) for a
 * language outside `offered` (ADR 0042: a language is chosen only once its catalogues are complete).
 */
export async function updateAddress(
  db: Db,
  userId: number,
  input: AddressInput,
  now: Date,
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Promise<UserRow> {
  if (input.preferredLanguage !== undefined && !offered.includes(input.preferredLanguage)) {
    throw localizedError(400, 'profile:languageNotOffered', { fields: ['preferredLanguage'] });
  }
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Approved school and office hubs for the profile form: the member's `city` first, then by name. */
export async function profileOptions(db: Db, city: string): Promise<ProfileOptions> {
  const rows = await db
    .select({ id: hubs.id, name: hubs.name, city: hubs.city, hubType: hubs.hubType })
    .from(hubs)
    .where(and(eq(hubs.status, 'approved'), sql`${hubs.hubType} in ('school', 'office')`))
    .orderBy(sql`${hubs.city} = ${city} desc`, asc(hubs.name), asc(hubs.id));
  const pick = (type: 'school' | 'office') =>
    rows.filter((r) => r.hubType === type).map(({ id, name, city: c }) => ({ id, name, city: c }));
  return { schools: pick('school'), companies: pick('office') };
}
