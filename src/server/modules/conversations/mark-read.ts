/**
 * Read markers of conversations (ADR 0050): per member and conversation, the id of the last message the member
 * has seen. A marker only moves forward and never past the conversation's newest message; every call stamps
 * `updated_at`, which tells the sender's instance the member is on the page (./message-notice.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMessages, conversationReads } from '../../db/schema';
import { conversationFor } from './access';

/** POST /api/conversations/:id/read: moves `userId`'s marker to `lastMessageId` at `now`; 404 for non-members. */
export async function markConversationRead(
  db: Db,
  userId: number,
  conversationId: number,
  lastMessageId: number,
  now: Date,
): Promise<void> {
  await conversationFor(db, userId, conversationId);
  const newest = sql`(select coalesce(max(${conversationMessages.id}), 0) from ${conversationMessages}
    where ${conversationMessages.conversationId} = ${conversationId})`;
  const target = sql`least(${lastMessageId}::int, ${newest})`;
  await db
    .insert(conversationReads)
    .values({ userId, conversationId, lastReadMessageId: target, updatedAt: now })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.conversationId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
        updatedAt: now,
      },
    });
}
