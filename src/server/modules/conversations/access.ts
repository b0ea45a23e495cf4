/**
 * Who may see a conversation (ADR 0050): only its two members, the one who asks, borrows or buys and the
 * book's owner. Everyone else, administrators included, is answered 404 'Conversation not found', so a
 * conversation's existence is not told to anyone outside it.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { conversations, type ConversationRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

/** The conversation `id` when `userId` is one of its two members; 404 'Conversation not found' otherwise. */
export async function conversationFor(
  db: Db | Tx,
  userId: number,
  id: number,
  lock = false,
): Promise<ConversationRow> {
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.memberId !== userId && row.ownerId !== userId))
    throw localizedError(404, 'conversations:notFound');
  return row;
}

/** The other member of `c` as seen by `userId` (one of its two members). */
export const otherMemberId = (c: ConversationRow, userId: number): number =>
  c.memberId === userId ? c.ownerId : c.memberId;
