/**
 * Conversation messages and details on the wire (contract `src/contract/conversations.ts`, ADR 0050), worded
 * for one reader: an event's sentence in the reader's language, '' and `hidden: true` for a message an
 * administrator hid, and the addresses of its photos.
 */
import { and, asc, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { ConversationDetails, ConversationMessage } from '@/contract/conversations';
import type { ConversationEvent } from '@/domain/conversations';
import type { Language } from '@/domain/languages';
import { paiseToRupees } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import {
  books,
  conversationMessages,
  conversationPhotos,
  conversationReads,
  users,
  type ConversationMessageRow,
  type ConversationRow,
} from '../../db/schema';
import { otherMemberId } from './access';
import { eventText } from './wording';

type DbOrTx = Db | Tx;

/** The address a photo is served at (members only; see photo-file.ts). */
export const photoUrl = (conversationId: number, photoId: number) =>
  `/api/conversations/${conversationId}/photos/${photoId}`;

/** Photo ids by message id, oldest first. */
async function photosByMessage(db: DbOrTx, messageIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (messageIds.length === 0) return out;
  const rows = await db
    .select({ id: conversationPhotos.id, messageId: conversationPhotos.messageId })
    .from(conversationPhotos)
    .where(inArray(conversationPhotos.messageId, messageIds))
    .orderBy(asc(conversationPhotos.id));
  for (const r of rows) out.set(r.messageId, [...(out.get(r.messageId) ?? []), r.id]);
  return out;
}

/** `row` as `lng`'s reader sees it, with its photos' ids. */
export function toMessage(
  row: ConversationMessageRow,
  photoIds: number[],
  lng: Language,
): ConversationMessage {
  const hidden = row.hiddenAt !== null;
  const isEvent = row.messageType === 'event';
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    messageType: isEvent ? 'event' : 'text',
    content: hidden
      ? ''
      : isEvent
        ? eventText(row.event as ConversationEvent, row.eventData, lng)
        : row.content,
    event: isEvent ? (row.event as ConversationEvent) : null,
    photos: hidden ? [] : photoIds.map((id) => photoUrl(row.conversationId, id)),
    hidden,
    clientMessageId: row.clientMessageId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Messages matching `where`, in id order `order`, at most `limit`, worded for `lng`. */
export async function selectMessages(
  db: DbOrTx,
  where: SQL,
  order: 'asc' | 'desc',
  limit: number,
  lng: Language,
): Promise<ConversationMessage[]> {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(where)
    .orderBy(order === 'asc' ? asc(conversationMessages.id) : desc(conversationMessages.id))
    .limit(limit);
  const photos = await photosByMessage(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMessage(r, photos.get(r.id) ?? [], lng));
}

/** The message `id` worded for `lng`, or null. */
export async function messageById(
  db: DbOrTx,
  id: number,
  lng: Language,
): Promise<ConversationMessage | null> {
  const [m] = await selectMessages(db, eq(conversationMessages.id, id), 'asc', 1, lng);
  return m ?? null;
}

/** One history page, oldest first; `hasMore` when older messages exist before it. */
export interface ConversationPage {
  messages: ConversationMessage[];
  hasMore: boolean;
}

/** A page of `conversationId`: the newest `limit`, those before id `before`, or those after id `after`. */
export async function historyPage(
  db: DbOrTx,
  conversationId: number,
  q: { before?: number; after?: number; limit: number },
  lng: Language,
): Promise<ConversationPage> {
  const inConversation = eq(conversationMessages.conversationId, conversationId);
  if (q.after !== undefined) {
    const where = and(inConversation, gt(conversationMessages.id, q.after))!;
    return { messages: await selectMessages(db, where, 'asc', q.limit, lng), hasMore: false };
  }
  const where =
    q.before === undefined ? inConversation : and(inConversation, lt(conversationMessages.id, q.before))!;
  const rows = await selectMessages(db, where, 'desc', q.limit + 1, lng);
  return { messages: rows.slice(0, q.limit).reverse(), hasMore: rows.length > q.limit };
}

/** `c` as `userId` (one of its members) sees it. */
export async function toDetails(
  db: DbOrTx,
  c: ConversationRow,
  userId: number,
): Promise<ConversationDetails> {
  const otherId = otherMemberId(c, userId);
  const [book] = await db.select().from(books).where(eq(books.id, c.bookId));
  const [other] = await db
    .select({ id: users.id, name: users.name, picture: users.profilePicture })
    .from(users)
    .where(eq(users.id, otherId));
  const [read] = await db
    .select({ id: conversationReads.lastReadMessageId })
    .from(conversationReads)
    .where(and(eq(conversationReads.userId, userId), eq(conversationReads.conversationId, c.id)));
  return {
    id: c.id,
    kind: c.kind as ConversationDetails['kind'],
    role: c.ownerId === userId ? 'owner' : 'member',
    book: {
      id: book!.id,
      title: book!.title,
      author: book!.author,
      imageUrl: book!.imageUrl,
      dailyFee: paiseToRupees(book!.dailyFeePaise),
      sellingPrice: book!.sellingPricePaise === null ? null : paiseToRupees(book!.sellingPricePaise),
      isAvailable: book!.isAvailable,
    },
    other: { id: otherId, name: other?.name ?? '', picture: other?.picture ?? null },
    rentalId: c.rentalId,
    purchaseId: c.purchaseId,
    lastReadMessageId: read?.id ?? 0,
    createdAt: c.createdAt.toISOString(),
  };
}
