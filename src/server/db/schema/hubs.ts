/**
 * Hubs (societies, schools, offices), memberships and merge requests (spec 001 §3, §4.7, §5; 002 §3
 * "Hub request"). A hub request is a hub row with status `pending`; approval flips it to `approved`
 * and makes the requester its admin member. Location is WGS84 longitude/latitude in degrees.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { users } from './users';

export const hubType = pgEnum('hub_type', ['society', 'school', 'office']);
export const hubStatus = pgEnum('hub_status', ['pending', 'approved', 'rejected']);

export const hubs = pgTable(
  'hubs',
  {
    id: identityId(),
    name: text('name').notNull(),
    hubType: hubType('hub_type').notNull().default('society'),
    city: text('city').notNull(),
    description: text('description'),
    address: text('address'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    /** flats/units for a society, students for a school, employees for an office */
    unitCount: integer('unit_count').notNull(),
    /** short unique join code shown on hub cards, e.g. `LKV4Q2` */
    code: text('code').notNull().unique(),
    status: hubStatus('status').notNull().default('pending'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAtNow(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    index('hubs_status_type_idx').on(t.status, t.hubType),
    index('hubs_city_idx').on(t.city),
    check('hubs_unit_count_positive', sql`${t.unitCount} >= 1`),
  ],
);

export const hubMemberships = pgTable(
  'hub_memberships',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    hubId: requiredRef('hub_id', () => hubs.id, 'cascade'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('hub_memberships_user_hub_unique').on(t.userId, t.hubId),
    index('hub_memberships_hub_idx').on(t.hubId),
  ],
);

export const hubMergeRequestStatus = pgEnum('hub_merge_request_status', ['pending', 'approved', 'rejected']);

/** A request to fold a too-small new hub into an existing one (spec 001 §4.7, §5 "Merge request"). */
export const hubMergeRequests = pgTable(
  'hub_merge_requests',
  {
    id: identityId(),
    requestedBy: requiredRef('requested_by', () => users.id, 'cascade'),
    targetHubId: requiredRef('target_hub_id', () => hubs.id, 'cascade'),
    newHubName: text('new_hub_name').notNull(),
    newHubDescription: text('new_hub_description'),
    unitCount: integer('unit_count').notNull(),
    city: text('city').notNull(),
    address: text('address'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    status: hubMergeRequestStatus('status').notNull().default('pending'),
    createdAt: createdAtNow(),
  },
  (t) => [index('hub_merge_requests_target_idx').on(t.targetHubId)],
);

export type HubRow = typeof hubs.$inferSelect;
export type HubMembershipRow = typeof hubMemberships.$inferSelect;
