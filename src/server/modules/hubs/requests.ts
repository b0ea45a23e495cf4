/**
 * The administrator's review of hub requests (spec 002 §2.1 Admin Panel request tabs, §2.2
 * `society_request` notification, §4 "Hub request", §7): list pending requests, approve or reject one
 * (directly or from the notification).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { HubRequest, HubType, ReviewHubRequestResult } from '@/contract/hubs';
import type { Db } from '../../db/client';
import { hubMemberships, hubs, users } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import {
  getOwnNotification,
  markManyRead,
  markRead,
  notificationIdsByData,
  notify,
  parseData,
} from '../notifications';
import { grantReferralBonus } from '../referrals';
import type { DbOrTx } from './lookup';

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
  lng: Language = DEFAULT_LANGUAGE,
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
      if (!existing) throw localizedError(404, 'hubs:requestNotFound');
      throw localizedError(409, `hubs:alreadyReviewed.${existing.status}`);
    }
    if (input.approved && hub.createdBy !== null) {
      await tx
        .insert(hubMemberships)
        .values({ userId: hub.createdBy, hubId: hub.id, isAdmin: true, isActive: true, joinedAt: now })
        .onConflictDoUpdate({
          target: [hubMemberships.userId, hubMemberships.hubId],
          set: { isAdmin: true, isActive: true },
        });
      // the requester's first hub may be this one: the referral bonus (spec 001 §9; ADR 0028)
      await grantReferralBonus(tx, hub.createdBy, now);
    }
    if (hub.createdBy !== null) {
      await notify(
        tx,
        input.approved
          ? {
              userId: hub.createdBy,
              type: 'society_approved',
              title: (lng) => t('notices:inApp.societyApproved.title', {}, lng),
              message: (lng) =>
                t(
                  'notices:inApp.societyApproved.message',
                  {
                    hubType: t(`notices:inApp.hubTypes.${hub.hubType}`, {}, lng),
                    hub: hub.name,
                    code: hub.code,
                  },
                  lng,
                ),
              data: { societyId: hub.id, societyName: hub.name, hubType: hub.hubType },
            }
          : {
              userId: hub.createdBy,
              type: 'society_rejected',
              title: (lng) => t('notices:inApp.societyRejected.title', {}, lng),
              message: (lng) =>
                t(
                  `notices:inApp.societyRejected.${reason ? 'messageWithReason' : 'message'}`,
                  {
                    hubType: t(`notices:inApp.hubTypes.${hub.hubType}`, {}, lng),
                    hub: hub.name,
                    reason: reason ?? '',
                  },
                  lng,
                ),
              data: { requestId: hub.id, societyName: hub.name, hubType: hub.hubType, reason },
            },
        now,
      );
    }
    await markManyRead(tx, await notificationIdsByData(tx, 'society_request', 'requestId', hub.id));
    return {
      message: t(
        input.approved ? 'hubs:reviewed.approved' : 'hubs:reviewed.rejected',
        { name: hub.name },
        lng,
      ),
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
export async function respondToHubRequest(
  db: Db,
  adminId: number,
  notificationId: number,
  input: { approved: boolean; reason?: string | null },
  now: Date,
  lng: Language = DEFAULT_LANGUAGE,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const n = await getOwnNotification(tx, adminId, notificationId);
    const requestId = parseData(n.data)?.requestId;
    if (n.type !== 'society_request' || typeof requestId !== 'number') {
      throw localizedError(400, 'hubs:notARequest');
    }
    const result = await reviewHubRequest(tx, adminId, { requestId, ...input }, now, lng);
    await markRead(tx, adminId, notificationId);
    return { message: result.message };
  });
}
