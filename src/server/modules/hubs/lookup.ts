/**
 * Finding one hub for a use case (spec 001 §2.12, §8): by id whatever its status, approved for joining,
 * or approved for one of its members. The errors are the spec's messages for each case.
 */
import { eq } from 'drizzle-orm';
import type { HubType } from '@/contract/hubs';
import type { Db, Tx } from '../../db/client';
import { hubs, type HubRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { isMember } from '../membership/service';

export type DbOrTx = Db | Tx;

/** The hub `hubId` whatever its status; 404 "Society not found" when there is none. */
export async function hubOr404(db: DbOrTx, hubId: number): Promise<HubRow> {
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

/**
 * The approved hub `hubId` when `userId` is an active member; 404 for unknown/unapproved hubs, 403 with
 * `forbiddenMessage` for anyone else (a member who left included).
 */
export async function hubForMember(
  db: DbOrTx,
  userId: number,
  hubId: number,
  forbiddenMessage = 'Only members of this society can see this',
): Promise<HubRow> {
  const row = await hubOr404(db, hubId);
  if (row.status !== 'approved') throw notFound('Society not found');
  if (!(await isMember(db, userId, hubId))) throw forbidden(forbiddenMessage);
  return row;
}

/** A hub type in running text ("the society Green Park"). */
export const TYPE_LABELS: Record<HubType, string> = {
  society: 'society',
  school: 'school',
  office: 'office',
};
