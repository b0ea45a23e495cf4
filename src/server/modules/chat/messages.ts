/**
 * Reading hub messages (spec 001 §2.16, §3 "Society message"; ADR docs/decisions/0019-hub-chat.md): the
 * wire shape with the sender's current name and picture ('Unknown User' is the client's label for a
 * deleted sender, whose id is null), history pages by id cursor, and the stream's replay and fan-out reads.
 * As a viewer reads them (ADR 0050): a hidden message comes with `hidden` and no content, one from a member
 * the viewer blocked with `blocked` and no content, and those from a member who blocked the viewer not at all.
 */
import { and, asc, desc, eq, gt, inArray, lt, not, type SQL } from 'drizzle-orm';
import type { ChatMessage, HistoryQuery } from '@/contract/chat';
import type { Db, Tx } from '../../db/client';
import { hubMemberships, hubMessages, hubs, users } from '../../db/schema';
import { activeMembershipOfApprovedHub } from '../membership';
import { hasBlocked } from '../blocks';

type DbOrTx = Db | Tx;

const columns = {
  id: hubMessages.id,
  hubId: hubMessages.hubId,
  senderId: hubMessages.senderId,
  senderName: users.name,
  senderPicture: users.profilePicture,
  content: hubMessages.content,
  createdAt: hubMessages.createdAt,
  hiddenAt: hubMessages.hiddenAt,
};

interface MessageSelect {
  id: number;
  hubId: number;
  senderId: number | null;
  senderName: string | null;
  senderPicture: string | null;
  content: string;
  createdAt: Date;
  hiddenAt: Date | null;
  /** whether the viewer blocked the sender */
  viewerBlocked?: boolean;
}

/** `message` as a viewer who blocked its sender sees it: collapsed, without content (a hidden one stays hidden). */
export function collapsedForBlocker(message: ChatMessage): ChatMessage {
  return message.hidden ? message : { ...message, content: '', blocked: true };
}

function toChatMessage(r: MessageSelect): ChatMessage {
  const message: ChatMessage = {
    id: r.id,
    society_id: r.hubId,
    sender_id: r.senderId,
    sender_name: r.senderName,
    sender_picture: r.senderPicture,
    content: r.content,
    created_at: r.createdAt.toISOString(),
    messageType: 'text',
  };
  if (r.hiddenAt) return { ...message, content: '', hidden: true };
  return r.viewerBlocked ? collapsedForBlocker(message) : message;
}

/** Messages matching `where` as `viewerId` sees them (without a viewer: as stored, hidden ones collapsed). */
async function select(
  db: DbOrTx,
  where: SQL,
  order: 'asc' | 'desc',
  limit: number,
  viewerId?: number,
): Promise<ChatMessage[]> {
  const rows = await db
    .select(
      viewerId === undefined
        ? columns
        : { ...columns, viewerBlocked: hasBlocked(viewerId, hubMessages.senderId).mapWith(Boolean) },
    )
    .from(hubMessages)
    .leftJoin(users, eq(users.id, hubMessages.senderId))
    .where(viewerId === undefined ? where : and(where, not(hasBlocked(hubMessages.senderId, viewerId))))
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
 * A page of hub `hubId`'s history as `viewerId` sees it (membership checked by the caller): the newest
 * `limit`, those before the id `before`, or those after the id `after` (oldest first; an `after` page never
 * reports `hasMore`).
 */
export async function historyPage(
  db: DbOrTx,
  hubId: number,
  q: HistoryQuery,
  viewerId: number,
): Promise<HistoryPage> {
  const inHub = eq(hubMessages.hubId, hubId);
  if (q.after !== undefined) {
    return {
      messages: await select(db, and(inHub, gt(hubMessages.id, q.after))!, 'asc', q.limit, viewerId),
      hasMore: false,
    };
  }
  const where = q.before === undefined ? inHub : and(inHub, lt(hubMessages.id, q.before))!;
  const rows = await select(db, where, 'desc', q.limit + 1, viewerId);
  return { messages: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
}

/** The message `id` in wire shape (hidden ones collapsed, blocks not applied), or null when it no longer exists. */
export async function messageById(db: DbOrTx, id: number): Promise<ChatMessage | null> {
  const [row] = await select(db, eq(hubMessages.id, id), 'asc', 1);
  return row ?? null;
}

/**
 * Messages with an id above `afterId` in every approved hub where `userId` is an active member, as they see
 * them, oldest first, at most `limit` (the stream's Last-Event-ID replay).
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
  return select(
    db,
    and(gt(hubMessages.id, afterId), inArray(hubMessages.hubId, memberHubs))!,
    'asc',
    limit,
    userId,
  );
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
