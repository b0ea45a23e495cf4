/**
 * Hub use cases (spec 001 §2.12, §3, §4.7, §5, §7, §8; 002 §2.1, §3 "Hub request", §7): listings,
 * membership (join, leave, members, stats), hub requests with the minimum-units rule, merge requests
 * and the administrator's review. A hub request is a `hubs` row with status `pending`.
 *
 * Membership helpers other modules use: `memberHubIds(db, userId)` and `isMember(db, userId, hubId)`.
 * Only *active* memberships of *approved* hubs count as membership.
 */
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type {
  AvailableHub,
  Hub,
  HubMember,
  HubRequest,
  HubRequestCreated,
  HubStats,
  HubType,
  MyHub,
  ReviewHubRequestResult,
  SuggestedSociety,
} from '@/contract/hubs';
import { createHubBody, MESSAGES, mergeRequestBody } from '@/contract/hubs';
import { distanceKm, generateJoinCode, isBelowMinimumUnits } from '@/domain/hubs';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { hubMemberships, hubMergeRequests, hubs, users, type HubRow } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, forbidden } from '../../lib/http-error';
import { getPlatformSettings } from '../settings/service';
import {
  getOwnNotification,
  markManyRead,
  markRead,
  notificationIdsByData,
  notify,
  notifyEach,
  parseData,
} from '../notifications/service';
import { listedBookCounts } from '../books/service';

type DbOrTx = Db | Tx;

// ---------------------------------------------------------------------------------------------------
// Membership helpers (used by other modules)

const activeMembershipOfApprovedHub = (userId: number): SQL =>
  and(eq(hubMemberships.userId, userId), eq(hubMemberships.isActive, true), eq(hubs.status, 'approved'))!;

/** Ids of the approved hubs where `userId` is an active member, in joining order. */
export async function memberHubIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ hubId: hubMemberships.hubId })
    .from(hubMemberships)
    .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId))
    .where(activeMembershipOfApprovedHub(userId))
    .orderBy(asc(hubMemberships.joinedAt), asc(hubMemberships.id));
  return rows.map((r) => r.hubId);
}

/** True when `userId` is an active member of the approved hub `hubId`. */
export async function isMember(db: DbOrTx, userId: number, hubId: number): Promise<boolean> {
  const rows = await db
    .select({ id: hubMemberships.id })
    .from(hubMemberships)
    .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId))
    .where(and(activeMembershipOfApprovedHub(userId), eq(hubMemberships.hubId, hubId)))
    .limit(1);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// Listings

/**
 * Active members of each hub, as a correlated subquery column. The outer column is spelled out with
 * its table: Drizzle renders `${hubs.id}` unqualified in single-table selects, which would bind to `m`.
 */
const memberCountSql = sql<number>`(select count(*)::int from hub_memberships m where m.hub_id = "hubs"."id" and m.is_active)`;

type HubWithCount = HubRow & { memberCount: number };

/** A hub row with its counts in the wire format. */
function toHub(row: HubWithCount, bookCount: number): Hub {
  return {
    id: row.id,
    name: row.name,
    hubType: row.hubType,
    city: row.city,
    description: row.description,
    apartmentCount: row.unitCount,
    code: row.code,
    location:
      row.address !== null && row.longitude !== null && row.latitude !== null
        ? { address: row.address, coordinates: [row.longitude, row.latitude] }
        : null,
    memberCount: row.memberCount,
    bookCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function withBookCounts<T extends HubWithCount>(db: DbOrTx, rows: T[]): Promise<(T & { hub: Hub })[]> {
  const books = await listedBookCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, hub: toHub(r, books.get(r.id) ?? 0) }));
}

/** Approved hubs, optionally of one type and city, ordered by name. */
async function approvedHubRows(
  db: DbOrTx,
  filter: { hubType?: HubType; city?: string },
): Promise<HubWithCount[]> {
  const conditions = [eq(hubs.status, 'approved')];
  if (filter.hubType) conditions.push(eq(hubs.hubType, filter.hubType));
  if (filter.city) conditions.push(eq(hubs.city, filter.city));
  return db
    .select({ ...hubColumns, memberCount: memberCountSql })
    .from(hubs)
    .where(and(...conditions))
    .orderBy(asc(hubs.name), asc(hubs.id));
}

const hubColumns = {
  id: hubs.id,
  name: hubs.name,
  hubType: hubs.hubType,
  city: hubs.city,
  description: hubs.description,
  address: hubs.address,
  longitude: hubs.longitude,
  latitude: hubs.latitude,
  unitCount: hubs.unitCount,
  code: hubs.code,
  status: hubs.status,
  createdBy: hubs.createdBy,
  reviewedBy: hubs.reviewedBy,
  reviewedAt: hubs.reviewedAt,
  rejectionReason: hubs.rejectionReason,
  createdAt: hubs.createdAt,
  updatedAt: hubs.updatedAt,
};

/** GET /api/societies: approved hubs with member and book counts. */
export async function listHubs(
  db: DbOrTx,
  filter: { hubType?: HubType; city?: string } = {},
): Promise<Hub[]> {
  return (await withBookCounts(db, await approvedHubRows(db, filter))).map((r) => r.hub);
}

/** GET /api/societies/available: approved hubs (optionally of one type) with `isMember` for `userId`. */
export async function listAvailableHubs(
  db: DbOrTx,
  userId: number,
  hubType?: HubType,
): Promise<AvailableHub[]> {
  const [rows, mine] = [await approvedHubRows(db, { hubType }), new Set(await memberHubIds(db, userId))];
  return (await withBookCounts(db, rows)).map((r) => ({ ...r.hub, isMember: mine.has(r.id) }));
}

/** GET /api/societies/my: the approved hubs where `userId` is an active member, in joining order. */
export async function listMyHubs(db: DbOrTx, userId: number): Promise<MyHub[]> {
  const rows = await db
    .select({
      ...hubColumns,
      memberCount: memberCountSql,
      isAdmin: hubMemberships.isAdmin,
      joinedAt: hubMemberships.joinedAt,
    })
    .from(hubMemberships)
    .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId))
    .where(activeMembershipOfApprovedHub(userId))
    .orderBy(asc(hubMemberships.joinedAt), asc(hubMemberships.id));
  return (await withBookCounts(db, rows)).map((r) => ({
    ...r.hub,
    isAdmin: r.isAdmin,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Join, leave, members, stats

/** The hub `hubId` whatever its status; 404 "Society not found" when there is none. */
async function hubOr404(db: DbOrTx, hubId: number): Promise<HubRow> {
  const [row] = await db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  if (!row) throw notFound('Society not found');
  return row;
}

/**
 * The approved hub `hubId`. Unknown → 404 "Society not found"; pending → 400 (awaiting approval);
 * rejected → 400 (request was rejected).
 */
export async function approvedHubOrThrow(db: DbOrTx, hubId: number): Promise<HubRow> {
  const row = await hubOr404(db, hubId);
  if (row.status === 'pending') throw badRequest(`${row.name} is still waiting for administrator approval`);
  if (row.status === 'rejected') throw badRequest(`${row.name} was not approved and cannot be joined`);
  return row;
}

/** The approved hub `hubId` when `userId` is an active member; 404 for unknown/unapproved hubs, 403 for non-members. */
async function hubForMember(db: DbOrTx, userId: number, hubId: number): Promise<HubRow> {
  const row = await hubOr404(db, hubId);
  if (row.status !== 'approved') throw notFound('Society not found');
  if (!(await isMember(db, userId, hubId))) throw forbidden('Only members of this society can see this');
  return row;
}

/**
 * Joins the approved hub `hubId` (spec 001 §2.12 "Join"). Joining twice is harmless; an inactive
 * (left) membership is reactivated with its admin flag and original join date. Errors: see
 * `approvedHubOrThrow`.
 */
export async function joinHub(
  db: DbOrTx,
  userId: number,
  hubId: number,
  now: Date,
): Promise<{ message: string }> {
  const hub = await approvedHubOrThrow(db, hubId);
  const inserted = await db
    .insert(hubMemberships)
    .values({ userId, hubId, isAdmin: false, isActive: true, joinedAt: now })
    .onConflictDoUpdate({
      target: [hubMemberships.userId, hubMemberships.hubId],
      set: { isActive: true },
      setWhere: eq(hubMemberships.isActive, false),
    })
    .returning({ id: hubMemberships.id });
  return {
    message: inserted.length > 0 ? `You joined ${hub.name}` : `You are already a member of ${hub.name}`,
  };
}

/** Leaves the hub `hubId` (membership kept, marked inactive). 400 when not an active member; 404 when unknown. */
export async function leaveHub(db: DbOrTx, userId: number, hubId: number): Promise<{ message: string }> {
  const hub = await hubOr404(db, hubId);
  const updated = await db
    .update(hubMemberships)
    .set({ isActive: false })
    .where(
      and(
        eq(hubMemberships.userId, userId),
        eq(hubMemberships.hubId, hubId),
        eq(hubMemberships.isActive, true),
      ),
    )
    .returning({ id: hubMemberships.id });
  if (updated.length === 0) throw badRequest(`You are not a member of ${hub.name}`);
  return { message: `You left ${hub.name}` };
}

/**
 * Everyone who ever joined the hub, active and inactive (spec 001 §2.2 "Active Member or Inactive"),
 * admins first, then by name. Only active members may ask (403 otherwise).
 */
export async function hubMembers(db: DbOrTx, userId: number, hubId: number): Promise<HubMember[]> {
  await hubForMember(db, userId, hubId);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isAdmin: hubMemberships.isAdmin,
      isActive: hubMemberships.isActive,
      joinedAt: hubMemberships.joinedAt,
    })
    .from(hubMemberships)
    .innerJoin(users, eq(users.id, hubMemberships.userId))
    .where(eq(hubMemberships.hubId, hubId))
    .orderBy(desc(hubMemberships.isActive), desc(hubMemberships.isAdmin), asc(users.name), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    is_admin: r.isAdmin,
    isActive: r.isActive,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

/** 30 days in ms: the window of `newMembersLast30Days`. */
const NEW_MEMBER_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** GET /api/societies/{id}/stats for an active member (403 otherwise): counts of active members and books. */
export async function hubStats(db: DbOrTx, userId: number, hubId: number, now: Date): Promise<HubStats> {
  const hub = await hubForMember(db, userId, hubId);
  const active = and(eq(hubMemberships.hubId, hubId), eq(hubMemberships.isActive, true));
  const [row] = await db
    .select({
      memberCount: count(),
      adminCount: sql<number>`count(*) filter (where ${hubMemberships.isAdmin})::int`,
      newMembers: sql<number>`count(*) filter (where ${gte(hubMemberships.joinedAt, new Date(now.getTime() - NEW_MEMBER_WINDOW_MS))})::int`,
    })
    .from(hubMemberships)
    .where(active);
  const books = await listedBookCounts(db, [hubId]);
  return {
    societyId: hub.id,
    name: hub.name,
    hubType: hub.hubType,
    memberCount: row.memberCount,
    adminCount: row.adminCount,
    newMembersLast30Days: row.newMembers,
    bookCount: books.get(hubId) ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// Hub requests

/** How many same-city societies a minimum-units refusal suggests at most. */
export const MAX_SUGGESTED_SOCIETIES = 5;

/** How many times a join-code collision is retried before giving up (each try is a fresh random code). */
const JOIN_CODE_ATTEMPTS = 8;

/** A fresh join code from the OS's cryptographic generator. */
const newJoinCode = () => generateJoinCode((n) => randomBytes(n));

/**
 * Approved societies of `city` for a merge suggestion (spec 001 §8): nearest first when `from`
 * coordinates are known (those without coordinates after), otherwise most members first.
 */
export async function suggestSocieties(
  db: DbOrTx,
  city: string,
  from: [number, number] | null,
  limit = MAX_SUGGESTED_SOCIETIES,
): Promise<SuggestedSociety[]> {
  const rows = await approvedHubRows(db, { hubType: 'society', city });
  const withDistance = rows.map((r) => ({
    id: r.id,
    name: r.name,
    city: r.city,
    memberCount: r.memberCount,
    distanceKm:
      from && r.longitude !== null && r.latitude !== null
        ? distanceKm(from, [r.longitude, r.latitude])
        : null,
  }));
  withDistance.sort((a, b) => {
    if (a.distanceKm !== null && b.distanceKm !== null) return a.distanceKm - b.distanceKm;
    if (a.distanceKm !== null) return -1;
    if (b.distanceKm !== null) return 1;
    return b.memberCount - a.memberCount;
  });
  return withDistance.slice(0, limit);
}

/** Ids of every administrator: members flagged isAdmin plus the configured ADMIN_EMAILS. */
export async function administratorIds(db: DbOrTx, adminEmails: readonly string[]): Promise<number[]> {
  const emails = adminEmails.map((e) => e.toLowerCase());
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      emails.length > 0
        ? sql`${users.isAdmin} or lower(${users.email}) in ${emails}`
        : eq(users.isAdmin, true),
    );
  return rows.map((r) => r.id);
}

/** Title of the society_request notification by hub type (spec 002 §2.2). */
const REQUEST_TITLES: Record<HubType, string> = {
  society: 'New Society Request',
  school: 'New School Request',
  office: 'New Office Request',
};

const TYPE_LABELS: Record<HubType, string> = { society: 'society', school: 'school', office: 'office' };

/**
 * Inserts a hub row with a fresh unique join code (spec 001 §2.12 "code"), retrying with a new code
 * when one is taken (the unique constraint decides). `nextCode` is injectable for tests. 503 after
 * JOIN_CODE_ATTEMPTS collisions in a row.
 */
export async function insertHubWithCode(
  db: DbOrTx,
  values: Omit<typeof hubs.$inferInsert, 'code'>,
  nextCode: () => string = newJoinCode,
): Promise<HubRow> {
  for (let attempt = 0; attempt < JOIN_CODE_ATTEMPTS; attempt += 1) {
    const [row] = await db
      .insert(hubs)
      .values({ ...values, code: nextCode() })
      .onConflictDoNothing({ target: hubs.code })
      .returning();
    if (row) return row;
  }
  throw new HttpError(503, 'Could not create a join code. Please try again.');
}

export interface Requester {
  id: number;
  name: string;
}

/**
 * POST /api/societies (spec 001 §4.7, §5, §8): records a pending hub request and notifies every
 * administrator with a `society_request` notification (data: societyName, apartmentCount, city,
 * requestId; spec 002 §3). A society below the `minApartments` setting is refused with 400, a message
 * containing "minimum apartment requirement", `minApartments` and `suggestedSocieties`. A pending or
 * approved hub of the same type, name and city → 409.
 */
export async function requestHub(
  db: Db,
  requester: Requester,
  input: z.output<typeof createHubBody>,
  opts: { now: Date; adminEmails: readonly string[] },
): Promise<HubRequestCreated> {
  const settings = await getPlatformSettings(db);
  const coords = input.location?.coordinates ?? null;
  if (isBelowMinimumUnits(input.hubType, input.apartmentCount, settings.minApartments)) {
    throw badRequest(
      `A society needs at least ${settings.minApartments} units to meet the ${MESSAGES.minimumApartmentRequirement}. You can ask to merge with a nearby society instead.`,
      {
        minApartments: settings.minApartments,
        suggestedSocieties: await suggestSocieties(db, input.city, coords),
      },
    );
  }
  return db.transaction(async (tx) => {
    const [duplicate] = await tx
      .select({ id: hubs.id, status: hubs.status })
      .from(hubs)
      .where(
        and(
          eq(hubs.hubType, input.hubType),
          eq(hubs.city, input.city),
          sql`lower(${hubs.name}) = lower(${input.name})`,
          inArray(hubs.status, ['pending', 'approved']),
        ),
      )
      .limit(1);
    if (duplicate) {
      throw conflict(
        duplicate.status === 'approved'
          ? `A ${TYPE_LABELS[input.hubType]} named ${input.name} already exists in ${input.city}. You can join it instead.`
          : `A request for ${input.name} in ${input.city} is already waiting for approval.`,
      );
    }
    const hub = await insertHubWithCode(tx, {
      name: input.name,
      hubType: input.hubType,
      city: input.city,
      description: input.description || null,
      address: input.location?.address ?? null,
      longitude: coords?.[0] ?? null,
      latitude: coords?.[1] ?? null,
      unitCount: input.apartmentCount,
      status: 'pending',
      createdBy: requester.id,
      createdAt: opts.now,
      updatedAt: opts.now,
    });
    await notifyEach(
      tx,
      await administratorIds(tx, opts.adminEmails),
      {
        type: 'society_request',
        title: REQUEST_TITLES[hub.hubType],
        message: `${requester.name} asked to create the ${TYPE_LABELS[hub.hubType]} ${hub.name} in ${hub.city} (${hub.unitCount} ${unitWord(hub.hubType)}).`,
        data: { societyName: hub.name, apartmentCount: hub.unitCount, city: hub.city, requestId: hub.id },
      },
      opts.now,
    );
    return {
      message: `Your request for ${hub.name} was sent. An administrator will review it.`,
      id: hub.id,
      name: hub.name,
      hubType: hub.hubType,
      city: hub.city,
      apartmentCount: hub.unitCount,
      description: hub.description,
      status: hub.status,
    };
  });
}

/** What a hub's count counts (spec 001 §5 count labels). */
function unitWord(hubType: HubType): string {
  return hubType === 'society' ? 'units' : hubType === 'school' ? 'students' : 'employees';
}

/**
 * POST /api/societies/merge-request (spec 001 §4.7, §5): stores a pending request to fold a new,
 * too-small society into the approved society `targetSocietyId`. Unknown or unapproved target → 404;
 * a school or office target → 400.
 */
export async function requestMerge(
  db: DbOrTx,
  requesterId: number,
  input: z.output<typeof mergeRequestBody>,
  now: Date,
): Promise<{ message: string; id: number }> {
  const target = await hubOr404(db, input.targetSocietyId);
  if (target.status !== 'approved') throw notFound('Society not found');
  if (target.hubType !== 'society') throw badRequest('Only a society can be chosen for a merge');
  const coords = input.location?.coordinates ?? null;
  const [row] = await db
    .insert(hubMergeRequests)
    .values({
      requestedBy: requesterId,
      targetHubId: target.id,
      newHubName: input.newSocietyName,
      newHubDescription: input.newSocietyDescription || null,
      unitCount: input.apartmentCount,
      city: input.city,
      address: input.location?.address ?? null,
      longitude: coords?.[0] ?? null,
      latitude: coords?.[1] ?? null,
      createdAt: now,
    })
    .returning({ id: hubMergeRequests.id });
  return {
    message: `Your request to merge ${input.newSocietyName} with ${target.name} was sent for approval.`,
    id: row.id,
  };
}

// ---------------------------------------------------------------------------------------------------
// Administrator review

/** Pending hub requests, oldest first, optionally of one type (spec 002 §2.1 request tabs). */
export async function listHubRequests(db: DbOrTx, hubType?: HubType): Promise<HubRequest[]> {
  const conditions = [eq(hubs.status, 'pending')];
  if (hubType) conditions.push(eq(hubs.hubType, hubType));
  const rows = await db
    .select({ hub: hubs, requesterName: users.name, requesterEmail: users.email })
    .from(hubs)
    .leftJoin(users, eq(users.id, hubs.createdBy))
    .where(and(...conditions))
    .orderBy(asc(hubs.createdAt), asc(hubs.id));
  return rows.map(({ hub, requesterName, requesterEmail }) => ({
    id: hub.id,
    hubType: hub.hubType,
    name: hub.name,
    city: hub.city,
    apartmentCount: hub.unitCount,
    description: hub.description,
    address: hub.address,
    requesterName,
    requesterEmail,
    createdAt: hub.createdAt.toISOString(),
  }));
}

/**
 * Approves or rejects the pending hub request `requestId` (spec 002 §2.1, §4 "Hub request"), in one
 * transaction: approval makes the hub `approved` and its requester an admin member; rejection stores
 * `reason`. Either way the requester gets a `society_approved` / `society_rejected` notification and
 * every administrator's `society_request` notification about it is marked read.
 * Unknown request → 404; already reviewed → 409.
 */
export async function reviewHubRequest(
  db: DbOrTx,
  reviewerId: number,
  input: { requestId: number; approved: boolean; reason?: string | null },
  now: Date,
): Promise<ReviewHubRequestResult> {
  return db.transaction(async (tx) => {
    const reason = input.reason?.trim() || null;
    const [hub] = await tx
      .update(hubs)
      .set({
        status: input.approved ? 'approved' : 'rejected',
        reviewedBy: reviewerId,
        reviewedAt: now,
        rejectionReason: input.approved ? null : reason,
        updatedAt: now,
      })
      .where(and(eq(hubs.id, input.requestId), eq(hubs.status, 'pending')))
      .returning();
    if (!hub) {
      const [existing] = await tx
        .select({ status: hubs.status })
        .from(hubs)
        .where(eq(hubs.id, input.requestId));
      if (!existing) throw notFound('Society request not found');
      throw conflict(`This request was already ${existing.status}`);
    }
    const label = TYPE_LABELS[hub.hubType];
    if (input.approved && hub.createdBy !== null) {
      await tx
        .insert(hubMemberships)
        .values({ userId: hub.createdBy, hubId: hub.id, isAdmin: true, isActive: true, joinedAt: now })
        .onConflictDoUpdate({
          target: [hubMemberships.userId, hubMemberships.hubId],
          set: { isAdmin: true, isActive: true },
        });
    }
    if (hub.createdBy !== null) {
      await notify(
        tx,
        input.approved
          ? {
              userId: hub.createdBy,
              type: 'society_approved',
              title: 'Society Approved',
              message: `Your ${label} ${hub.name} was approved. You are its admin; share the code ${hub.code} so others can join.`,
              data: { societyId: hub.id, societyName: hub.name, hubType: hub.hubType },
            }
          : {
              userId: hub.createdBy,
              type: 'society_rejected',
              title: 'Society Rejected',
              message: `Your ${label} request for ${hub.name} was rejected${reason ? `. Reason: ${reason}` : '.'}`,
              data: { requestId: hub.id, societyName: hub.name, hubType: hub.hubType, reason },
            },
        now,
      );
    }
    await markManyRead(tx, await notificationIdsByData(tx, 'society_request', 'requestId', hub.id));
    return {
      message: input.approved ? `${hub.name} was approved` : `${hub.name} was rejected`,
      requestId: hub.id,
      status: hub.status,
    };
  });
}

/**
 * POST /api/notifications/{id}/respond-society (spec 002 §2.2, §7): an administrator approves or
 * rejects the hub request their own `society_request` notification `notificationId` points to, then
 * the notification is marked read; one transaction. Someone else's or unknown notification → 404;
 * another type or missing requestId → 400; review errors as in `reviewHubRequest`.
 */
export async function respondToSocietyRequest(
  db: Db,
  adminId: number,
  notificationId: number,
  input: { approved: boolean; reason?: string | null },
  now: Date,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const n = await getOwnNotification(tx, adminId, notificationId);
    const requestId = parseData(n.data)?.requestId;
    if (n.type !== 'society_request' || typeof requestId !== 'number') {
      throw badRequest('This notification is not a society request');
    }
    const result = await reviewHubRequest(tx, adminId, { requestId, ...input }, now);
    await markRead(tx, adminId, notificationId);
    return { message: result.message };
  });
}
