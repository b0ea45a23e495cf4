/**
 * Hub membership, the ground other modules stand on (spec 001 §2.12, §6 "Hub members"; ADR
 * docs/decisions/0016-layers-and-import-boundaries.md). Only *active* memberships of *approved* hubs
 * count as membership. Books, hubs and the seed read membership here, so books does not depend on the
 * hubs area (and hubs, which shows book counts, may depend on books without an import circle).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hubMemberships, hubs } from '../../db/schema';

type DbOrTx = Db | Tx;

/** The SQL condition "`userId` is an active member of an approved hub" over `hub_memberships ⋈ hubs`. */
export const activeMembershipOfApprovedHub = (userId: number): SQL =>
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

/** True when `userId` is an active admin member of the hub `hubId` (spec 001 §3 "Hub member" is_admin). */
export async function isHubAdmin(db: DbOrTx, userId: number, hubId: number): Promise<boolean> {
  const rows = await db
    .select({ id: hubMemberships.id })
    .from(hubMemberships)
    .where(
      and(
        eq(hubMemberships.userId, userId),
        eq(hubMemberships.hubId, hubId),
        eq(hubMemberships.isActive, true),
        eq(hubMemberships.isAdmin, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
