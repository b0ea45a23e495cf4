/**
 * The caller's conversations and their unread count (ADR 0050): newest activity first, each with the other
 * member, the book, the last message worded for the caller (an event's sentence in their language, 'This
 * message was removed' when hidden, 'Photo' for a photo without text) and how many messages from the other
 * side (events included) come after the caller's read marker.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ConversationSummary } from '@/contract/conversations';
import type { ConversationEvent } from '@/domain/conversations';
import type { Language } from '@/domain/languages';
import type { Db, Tx } from '../../db/client';
import { books, conversationMessages, conversations, users } from '../../db/schema';
import { t } from '../../i18n/t';
import { eventText } from './wording';

type DbOrTx = Db | Tx;

/** Messages of conversation `c` that `userId` has not read: after their marker and not their own. */
const unreadOf = (userId: number) => sql<number>`(
  select count(*)::int from conversation_messages m
  where m.conversation_id = ${conversations.id}
    and (m.sender_id is null or m.sender_id <> ${userId})
    and m.id > coalesce((select r.last_read_message_id from conversation_reads r
      where r.user_id = ${userId} and r.conversation_id = ${conversations.id}), 0))`;

const mine = (userId: number) => or(eq(conversations.memberId, userId), eq(conversations.ownerId, userId))!;

/** The last message's preview in `lng`. */
function preview(
  m: {
    content: string;
    messageType: string;
    event: string | null;
    eventData: unknown;
    hiddenAt: Date | null;
  },
  lng: Language,
): string {
  if (m.hiddenAt) return t('conversations:hiddenPreview', {}, lng);
  if (m.messageType === 'event') return eventText(m.event as ConversationEvent, m.eventData, lng);
  return m.content || t('conversations:photoCaption', {}, lng);
}

/** GET /api/conversations: `userId`'s conversations, newest activity first, worded in `lng`. */
export async function listConversations(
  db: DbOrTx,
  userId: number,
  lng: Language,
): Promise<ConversationSummary[]> {
  const otherId = sql<number>`case when ${conversations.memberId} = ${userId} then ${conversations.ownerId} else ${conversations.memberId} end`;
  const rows = await db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      bookId: books.id,
      title: books.title,
      imageUrl: books.imageUrl,
      otherId,
      lastMessageAt: conversations.lastMessageAt,
      lastMessageId: sql<
        number | null
      >`(select max(m.id) from conversation_messages m where m.conversation_id = ${conversations.id})`,
      unread: unreadOf(userId),
    })
    .from(conversations)
    .innerJoin(books, eq(books.id, conversations.bookId))
    .where(mine(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  const lastIds = rows.map((r) => r.lastMessageId).filter((id): id is number => id !== null);
  const last = lastIds.length
    ? await db.select().from(conversationMessages).where(inArray(conversationMessages.id, lastIds))
    : [];
  const byId = new Map(last.map((m) => [m.id, m]));
  const people = rows.length
    ? await db
        .select({ id: users.id, name: users.name, picture: users.profilePicture })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => Number(r.otherId)))]))
    : [];
  const personById = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const m = r.lastMessageId === null ? undefined : byId.get(r.lastMessageId);
    const other = personById.get(Number(r.otherId));
    return {
      id: r.id,
      kind: r.kind as ConversationSummary['kind'],
      book: { id: r.bookId, title: r.title, imageUrl: r.imageUrl },
      other: { id: Number(r.otherId), name: other?.name ?? '', picture: other?.picture ?? null },
      lastMessage: m ? preview(m, lng) : null,
      lastMessageAt: new Date(r.lastMessageAt).toISOString(),
      unread: Number(r.unread),
    };
  });
}

/** GET /api/conversations/unread: unread messages over all of `userId`'s conversations. */
export async function unreadTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadOf(userId)}), 0)::int` })
    .from(conversations)
    .where(and(mine(userId)));
  return Number(row?.n ?? 0);
}
