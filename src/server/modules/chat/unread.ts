/**
 * Unread chat counts and read markers (ADR docs/decisions/0019-hub-chat.md; beyond spec 001 §2.16). A
 * member's marker per hub is the id of the last message they have seen; other members' messages after
 * it are unread. Markers only move forward and never past the hub's newest message.
 */
import { and, count, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { type UnreadEntry } from '@/contract/chat';
import type { Db, Tx } from '../../db/client';
import { hubChatReads, hubMemberships, hubMessages, hubs } from '../../db/schema';
import { hubForMember } from '../hubs';
import { activeMembershipOfApprovedHub } from '../membership';
import { notBlockedWith } from '../blocks';

type DbOrTx = Db | Tx;

/**
 * `[{societyId, unread}]` for every approved hub where `userId` is an active member, in joining order.
 * Messages from a member blocked either way do not count (ADR 0050).
 */
export async function unreadCounts(db: DbOrTx, userId: number): Promise<UnreadEntry[]> {
  const rows = await db
    .select({ societyId: hubMemberships.hubId, unread: count(hubMessages.id) })
    .from(hubMemberships)
    .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId))
    .leftJoin(
      hubChatReads,
      and(eq(hubChatReads.userId, userId), eq(hubChatReads.hubId, hubMemberships.hubId)),
    )
    .leftJoin(
      hubMessages,
      and(
        eq(hubMessages.hubId, hubMemberships.hubId),
        gt(hubMessages.id, sql`coalesce(${hubChatReads.lastReadMessageId}, 0)`),
        or(isNull(hubMessages.senderId), ne(hubMessages.senderId, userId)),
        notBlockedWith(hubMessages.senderId, userId),
      ),
    )
    .where(activeMembershipOfApprovedHub(userId))
    .groupBy(hubMemberships.hubId, hubMemberships.joinedAt, hubMemberships.id)
    .orderBy(hubMemberships.joinedAt, hubMemberships.id);
  return rows.map((r) => ({ societyId: r.societyId, unread: Number(r.unread) }));
}

/**
 * Moves `userId`'s marker in hub `hubId` to `lastMessageId` (capped at the hub's newest message; never
 * backwards). Same 404/403 as reading the hub's messages.
 */
export async function markChatRead(
  db: Db,
  userId: number,
  hubId: number,
  lastMessageId: number,
): Promise<void> {
  await hubForMember(db, userId, hubId, 'chat:notMember');
  const newest = sql`(select coalesce(max(${hubMessages.id}), 0) from ${hubMessages} where ${hubMessages.hubId} = ${hubId})`;
  const target = sql`least(${lastMessageId}::int, ${newest})`;
  await db
    .insert(hubChatReads)
    .values({ userId, hubId, lastReadMessageId: target })
    .onConflictDoUpdate({
      target: [hubChatReads.userId, hubChatReads.hubId],
      set: {
        lastReadMessageId: sql`greatest(${hubChatReads.lastReadMessageId}, excluded.last_read_message_id)`,
        updatedAt: sql`now()`,
      },
    });
}
