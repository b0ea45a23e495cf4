/**
 * A hub's members and statistics (spec 001 §2.2 and §2.12 members dialog, §7 GET
 * /api/societies/{id}/members and /stats). Only active members of the approved hub may ask (403
 * otherwise). Who appears in the list: ADR docs/decisions/0017-hub-members-list-privacy.md.
 */
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { HubMember, HubStats } from '@/contract/hubs';
import { hubMemberships, users } from '../../db/schema';
import { listedBookCounts } from '../books';
import { isHubAdmin } from '../membership';
import { hubForMember, type DbOrTx } from './lookup';

/**
 * The hub's members, admins first, then by name. An ordinary member sees only active members (a person
 * who left is not shown, nor their email); an admin of the hub also sees former members, marked
 * inactive, after the active ones (spec 001 §2.2 "Active Member or Inactive"; ADR 0017).
 * 404 for an unknown or unapproved hub; 403 for a caller who is not an active member.
 */
export async function hubMembers(db: DbOrTx, userId: number, hubId: number): Promise<HubMember[]> {
  await hubForMember(db, userId, hubId);
  const withFormer = await isHubAdmin(db, userId, hubId);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      profilePicture: users.profilePicture,
      isAdmin: hubMemberships.isAdmin,
      isActive: hubMemberships.isActive,
      joinedAt: hubMemberships.joinedAt,
    })
    .from(hubMemberships)
    .innerJoin(users, eq(users.id, hubMemberships.userId))
    .where(
      withFormer
        ? eq(hubMemberships.hubId, hubId)
        : and(eq(hubMemberships.hubId, hubId), eq(hubMemberships.isActive, true)),
    )
    .orderBy(desc(hubMemberships.isActive), desc(hubMemberships.isAdmin), asc(users.name), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    is_admin: r.isAdmin,
    isActive: r.isActive,
    joinedAt: r.joinedAt.toISOString(),
    profilePicture: r.profilePicture,
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
