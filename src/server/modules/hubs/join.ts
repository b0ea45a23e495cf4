/** Joining and leaving a hub (spec 001 §2.12 "Join" / "Leave", §7 POST /api/societies/{id}/join, /leave). */
import { and, eq } from 'drizzle-orm';
import { hubMemberships } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { grantReferralBonus } from '../referrals';
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
  lng: Language = DEFAULT_LANGUAGE,
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
    message: t(inserted.length > 0 ? 'hubs:joined' : 'hubs:alreadyMember', { name: hub.name }, lng),
  };
}

/** Leaves the hub `hubId` (membership kept, marked inactive). 400 when not an active member; 404 when unknown. */
export async function leaveHub(
  db: DbOrTx,
  userId: number,
  hubId: number,
  lng: Language = DEFAULT_LANGUAGE,
): Promise<{ message: string }> {
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
  if (updated.length === 0) throw localizedError(400, 'hubs:notMember', { vars: { name: hub.name } });
  return { message: t('hubs:left', { name: hub.name }, lng) };
}
