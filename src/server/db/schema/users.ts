/**
 * Members (spec 000 §3 registration fields, 001 §3 User). `email` is stored lower-cased and is unique
 * case-insensitively; `userNumber` is a sequential member number (from 1001) used for referrals.
 * The optional school and company sections (spec 001 §2.14) point at approved school and office hubs;
 * choosing one does not join its hub (ADR docs/decisions/0020-profile-account-and-storage.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, updatedAtNow } from './columns';
import { hubs } from './hubs';

export const userNumberSeq = pgSequence('user_number_seq', { startWith: 1001 });

export const users = pgTable(
  'users',
  {
    id: identityId(),
    userNumber: integer('user_number')
      .notNull()
      .unique()
      .default(sql`nextval('user_number_seq')`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** argon2id hash; null for members who only sign in with Google. Never leaves the server. */
    passwordHash: text('password_hash'),
    googleId: text('google_id').unique(),
    phone: text('phone').notNull().default(''),
    flatWing: text('flat_wing').notNull().default(''),
    buildingName: text('building_name').notNull().default(''),
    detailedAddress: text('detailed_address').notNull().default(''),
    city: text('city').notNull().default(''),
    referredBy: integer('referred_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    profilePicture: text('profile_picture'),
    schoolHubId: integer('school_hub_id').references((): AnyPgColumn => hubs.id, { onDelete: 'set null' }),
    companyHubId: integer('company_hub_id').references((): AnyPgColumn => hubs.id, { onDelete: 'set null' }),
    grade: text('grade'),
    division: text('division'),
    floor: text('floor'),
    building: text('building'),
    /** The member's language ('en' | 'hi', ADR 0042); null until they choose (then Accept-Language). */
    preferredLanguage: text('preferred_language'),
    /** when the account was erased (ADR 0052): the row stays as the anonymous id of its ledgers and rentals */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    check('users_preferred_language', sql`${t.preferredLanguage} IN ('en', 'hi')`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt),
    check(
      'users_profile_text_length',
      sql`coalesce(length(${t.grade}), 0) <= 50 AND coalesce(length(${t.division}), 0) <= 50 AND coalesce(length(${t.floor}), 0) <= 50 AND coalesce(length(${t.building}), 0) <= 50`,
    ),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
