/**
 * Posting a hub message (spec 001 §2.16, §5 "Chat send"; ADR docs/decisions/0019-hub-chat.md). The sender
 * is the signed-in member; only active members of the approved hub post. At most SEND_LIMIT messages per
 * SEND_WINDOW_MS per member, counted from the member's stored messages under a per-member advisory
 * transaction lock, so every app instance shares the limit. The insert's transaction also sends
 * `pg_notify(CHAT_CHANNEL, '{hubId}:{messageId}')`, delivered to every instance at commit.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { type ChatMessage } from '@/contract/chat';
import { SEND_LIMIT, SEND_WINDOW_MS } from '@/domain/chat';
import type { Db } from '../../db/client';
import { hubMessages } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { hubForMember } from '../hubs';
import { assertNotRestricted } from '../restrictions';
import { messageById } from './messages';

/** The LISTEN/NOTIFY channel of new chat messages; payload `{hubId}:{messageId}`. */
export const CHAT_CHANNEL = 'hubshelf_chat';

/** Advisory-lock namespace of the per-member send counter (first key of `pg_advisory_xact_lock(int, int)`). */
const SEND_LOCK_NAMESPACE = 19_001;

/** A validated message (contract `sendMessageBody`: trimmed content, type 'text'). */
export interface NewMessage {
  content: string;
  messageType: 'text';
  /** the client's idempotency key, when it sent one */
  clientMessageId?: string;
}

/**
 * Stores `message` from `userId` in hub `hubId` at `now` and announces it. Errors: 404 'Society not
 * found' (unknown or unapproved hub), 403 "Please check if you're a member of this society", 429 when
 * the member sent SEND_LIMIT messages in the last SEND_WINDOW_MS, 403 for a suspended or banned member
 * (ADR 0050). A message sent again with the same
 * `clientMessageId` by the same member (a retry after a lost answer) answers the stored message and stores
 * and announces nothing more (docs/decisions/0037-several-instances-and-faults.md); the member's send lock
 * makes the check and the insert one step, and a unique index backs it.
 */
export async function sendMessage(
  db: Db,
  userId: number,
  hubId: number,
  message: NewMessage,
  now: Date,
): Promise<ChatMessage> {
  const id = await db.transaction(async (tx) => {
    await hubForMember(tx, userId, hubId, 'chat:notMember');
    await assertNotRestricted(tx, userId, now);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}, ${userId})`);
    if (message.clientMessageId) {
      const [sent] = await tx
        .select({ id: hubMessages.id })
        .from(hubMessages)
        .where(
          and(eq(hubMessages.senderId, userId), eq(hubMessages.clientMessageId, message.clientMessageId)),
        );
      if (sent) return sent.id;
    }
    const since = new Date(now.getTime() - SEND_WINDOW_MS);
    const [recent] = await tx
      .select({ n: count() })
      .from(hubMessages)
      .where(and(eq(hubMessages.senderId, userId), gt(hubMessages.createdAt, since)));
    if ((recent?.n ?? 0) >= SEND_LIMIT) throw localizedError(429, 'chat:tooFast');
    const [row] = await tx
      .insert(hubMessages)
      .values({
        hubId,
        senderId: userId,
        content: message.content,
        messageType: message.messageType,
        clientMessageId: message.clientMessageId ?? null,
        createdAt: now,
      })
      .returning({ id: hubMessages.id });
    await tx.execute(sql`SELECT pg_notify(${CHAT_CHANNEL}, ${`${hubId}:${row!.id}`})`);
    return row!.id;
  });
  return (await messageById(db, id))!;
}
