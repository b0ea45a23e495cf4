/**
 * Finding one hub for a use case (spec 001 §2.12, §8): by id whatever its status, approved for joining,
 * or approved for one of its members. The errors are the spec's messages for each case.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hubs, type HubRow } from '../../db/schema';
import type { MessageKey } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { isMember } from '../membership';

export type DbOrTx = Db | Tx;

/** The hub `hubId` whatever its status; 404 "Society not found" when there is none. */
export async function hubOr404(db: DbOrTx, hubId: number): Promise<HubRow> {
  const [row] = await db.select().from(hubs).where(eq(hubs.id, hubId)).limit(1);
  if (!row) throw localizedError(404, 'hubs:notFound');
  return row;
}

/**
 * The approved hub `hubId`. Unknown → 404 "Society not found"; pending → 400 (awaiting approval);
 * rejected → 400 (request was rejected).
 */
export async function approvedHubOrThrow(db: DbOrTx, hubId: number): Promise<HubRow> {
  const row = await hubOr404(db, hubId);
  if (row.status === 'pending') throw localizedError(400, 'hubs:pending', { vars: { name: row.name } });
  if (row.status === 'rejected') throw localizedError(400, 'hubs:rejected', { vars: { name: row.name } });
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
  forbiddenMessage: MessageKey = 'hubs:membersOnly',
): Promise<HubRow> {
  const row = await hubOr404(db, hubId);
  if (row.status !== 'approved') throw localizedError(404, 'hubs:notFound');
  if (!(await isMember(db, userId, hubId))) throw localizedError(403, forbiddenMessage);
  return row;
}
