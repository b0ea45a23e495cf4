/**
 * Reading hub messages (spec 001 §2.16, §3 "Society message"; ADR docs/decisions/0019-hub-chat.md): the
 * wire shape with the sender's current name and picture ('Unknown User' is the client's label for a
 * deleted sender, whose id is null), history pages by id cursor, and the stream's replay and fan-out reads.
 */
import { and, asc, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { ChatMessage, HistoryQuery } from '@/contract/chat';
import type { Db, Tx } from '../../db/client';
import { hubMemberships, hubMessages, hubs, users } from '../../db/schema';
import { activeMembershipOfApprovedHub } from '../membership';

type DbOrTx = Db | Tx;

const columns = {
  id: hubMessages.id,
  hubId: hubMessages.hubId,
  senderId: hubMessages.senderId,
  senderName: users.name,
  senderPicture: users.profilePicture,
  content: hubMessages.content,
  createdAt: hubMessages.createdAt,
};

interface MessageSelect {
  id: number;
  hubId: number;
  senderId: number | null;
  senderName: string | null;
  senderPicture: string | null;
  content: string;
  createdAt: Date;
}

function toChatMessage(r: MessageSelect): ChatMessage {
  return {
    id: r.id,
    society_id: r.hubId,
    sender_id: r.senderId,
    sender_name: r.senderName,
    sender_picture: r.senderPicture,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    messageType: 'text',
  };
}

async function select(db: DbOrTx, where: SQL, order: 'asc' | 'desc', limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .select(columns)
    .from(hubMessages)
    .leftJoin(users, eq(users.id, hubMessages.senderId))
    .where(where)
    .orderBy(order === 'asc' ? asc(hubMessages.id) : desc(hubMessages.id))
    .limit(limit);
  return rows.map(toChatMessage);
}

/** One page of history, oldest first; `hasMore` when older messages exist before the page. */
export interface HistoryPage {
  messages: ChatMessage[];
  hasMore: boolean;
}

/**
 * A page of hub `hubId`'s history (membership checked by the caller): the newest `limit`, those before
 * the id `before`, or those after the id `after` (oldest first; an `after` page never reports `hasMore`).
 */
export async function historyPage(db: DbOrTx, hubId: number, q: HistoryQuery): Promise<HistoryPage> {
  const inHub = eq(hubMessages.hubId, hubId);
  if (q.after !== undefined) {
    return {
      messages: await select(db, and(inHub, gt(hubMessages.id, q.after))!, 'asc', q.limit),
      hasMore: false,
    };
  }
  const where = q.before === undefined ? inHub : and(inHub, lt(hubMessages.id, q.before))!;
  const rows = await select(db, where, 'desc', q.limit + 1);
  return { messages: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
}

/** The message `id` in wire shape, or null when it no longer exists. */
export async function messageById(db: DbOrTx, id: number): Promise<ChatMessage | null> {
  const [row] = await select(db, eq(hubMessages.id, id), 'asc', 1);
  return row ?? null;
}

/**
 * Messages with an id above `afterId` in every approved hub where `userId` is an active member, oldest
 * first, at most `limit` (the stream's Last-Event-ID replay).
 */
export async function messagesSince(
  db: DbOrTx,
  userId: number,
  afterId: number,
  limit: number,
): Promise<ChatMessage[]> {
  const memberHubs = db
    .select({ hubId: hubMemberships.hubId })
    .from(hubMemberships)
    .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId))
    .where(activeMembershipOfApprovedHub(userId));
  return select(db, and(gt(hubMessages.id, afterId), inArray(hubMessages.hubId, memberHubs))!, 'asc', limit);
}

/** Of `userIds`, those who are active members of the approved hub `hubId` now (checked per live event). */
export async function membersAmong(
  db: DbOrTx,
  hubId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: hubMemberships.userId })
    .from(hubMemberships)
    .innerJoin(hubs, eq(hubs.id, hubMemberships.hubId))
    .where(
      and(
        eq(hubMemberships.hubId, hubId),
        inArray(hubMemberships.userId, [...userIds]),
        eq(hubMemberships.isActive, true),
        eq(hubs.status, 'approved'),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
