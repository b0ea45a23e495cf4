/**
 * Hub listings (spec 001 §2.12 "Tabs", §7 GET /api/societies, /available, /my): approved hubs with their
 * active member count and listed book count, in the wire format.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AvailableHub, Hub, HubType, MyHub } from '@/contract/hubs';
import { hubMemberships, hubs, type HubRow } from '../../db/schema';
import { listedBookCounts } from '../books';
import { activeMembershipOfApprovedHub, memberHubIds } from '../membership';
import type { DbOrTx } from './lookup';

/**
 * Active members of each hub, as a correlated subquery column. The outer column is spelled out with
 * its table: Drizzle renders `${hubs.id}` unqualified in single-table selects, which would bind to `m`.
 */
const memberCountSql = sql<number>`(select count(*)::int from hub_memberships m where m.hub_id = "hubs"."id" and m.is_active)`;

export type HubWithCount = HubRow & { memberCount: number };

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

/** Approved hubs with their active member count, optionally of one type and city, ordered by name. */
export async function approvedHubRows(
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
