/** Joining and leaving a hub (spec 001 §2.12 "Join" / "Leave", §7 POST /api/societies/{id}/join, /leave). */
import { and, eq } from 'drizzle-orm';
import { hubMemberships } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { grantReferralBonus } from '../referrals/service';
import { approvedHubOrThrow, hubOr404, type DbOrTx } from './lookup';

/**
 * Joins the approved hub `hubId` (spec 001 §2.12 "Join"). Joining twice is harmless; an inactive
 * (left) membership is reactivated with its admin flag and original join date. A referred member's
 * first join grants the ₹50 referral bonus to both sides in the same transaction (spec 001 §9; ADR 0028).
 * Errors: see `approvedHubOrThrow`.
 */
export async function joinHub(
  db: DbOrTx,
  userId: number,
  hubId: number,
  now: Date,
): Promise<{ message: string }> {
  const hub = await approvedHubOrThrow(db, hubId);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(hubMemberships)
      .values({ userId, hubId, isAdmin: false, isActive: true, joinedAt: now })
      .onConflictDoUpdate({
        target: [hubMemberships.userId, hubMemberships.hubId],
        set: { isActive: true },
        setWhere: eq(hubMemberships.isActive, false),
      })
      .returning({ id: hubMemberships.id });
    if (rows.length > 0) await grantReferralBonus(tx, userId, now);
    return rows;
  });
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
