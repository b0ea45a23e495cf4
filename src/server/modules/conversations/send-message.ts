/**
 * Sending in a conversation (ADR 0050). Only its two members send; a restricted member is refused; an
 * inquiry between members either of whom blocked the other is refused (a loan conversation goes on, since a
 * loan must be finished). At most CONVERSATION_SEND_LIMIT messages per CONVERSATION_SEND_WINDOW_MS per
 * member over all conversations, counted from the member's stored messages under a per-member advisory
 * transaction lock, as hub chat does, so every instance shares the limit. The same `clientMessageId` from the
 * same member answers the message already stored. The insert's transaction bumps `last_message_at`, tells
 * the other member when they are not on the page (./message-notice.ts) and sends
 * `pg_notify(CONVERSATION_CHANNEL, '{conversationId}:{messageId}')`, delivered to every instance at commit.
 */
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import { CONVERSATION_SEND_LIMIT, CONVERSATION_SEND_WINDOW_MS } from '@/domain/conversations';
import { findsContactDetails } from '@/domain/contact-guard';
import type { Language } from '@/domain/languages';
import type { ConversationMessage } from '@/contract/conversations';
import type { Db, Tx } from '../../db/client';
import {
  conversationMessages,
  conversationPhotos,
  conversations,
  type ConversationRow,
} from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { t } from '../../i18n/t';
import { isBlockedEitherWay } from '../blocks';
import { assertNotRestricted } from '../restrictions';
import { conversationFor, otherMemberId } from './access';
import { noticeIfAway } from './message-notice';
import { messageById } from './present';

/** The LISTEN/NOTIFY channel of new conversation messages; payload `{conversationId}:{messageId}`. */
export const CONVERSATION_CHANNEL = 'hubshelf_conversations';

/** Advisory-lock namespace of the per-member send counter (hub chat uses 19_001). */
const SEND_LOCK_NAMESPACE = 19_050;

/** A validated message: trimmed text (may be '' with photos), the client's key, stored photo keys. */
export interface OutgoingMessage {
  content: string;
  clientMessageId?: string;
  /** file store keys of photos already stored (WebP, metadata stripped) */
  photoKeys?: readonly string[];
}

/** What a send answers (contract `sentConversationMessage`). */
export interface SentMessage {
  message: ConversationMessage;
  contactWarning: string | null;
}

/** Tells every instance about message `messageId` of `conversationId` (at commit). */
export async function announce(tx: Db | Tx, conversationId: number, messageId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${CONVERSATION_CHANNEL}, ${`${conversationId}:${messageId}`})`);
}

/** Refuses (403) `userId` sending in `c` now: restricted, or an inquiry across a block. */
export async function assertMaySend(
  tx: Db | Tx,
  c: ConversationRow,
  userId: number,
  now: Date,
): Promise<void> {
  await assertNotRestricted(tx, userId, now);
  if (c.kind === 'inquiry' && (await isBlockedEitherWay(tx, c.memberId, c.ownerId)))
    throw localizedError(403, 'conversations:cannotMessage');
}

/** The id of `userId`'s message with `key`, or undefined. */
async function storedWithKey(tx: Tx, userId: number, key: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: conversationMessages.id })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.senderId, userId), eq(conversationMessages.clientMessageId, key)));
  return row?.id;
}

/** 429 when `userId` sent CONVERSATION_SEND_LIMIT messages within the window before `now`. */
async function assertNotTooFast(tx: Tx, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CONVERSATION_SEND_WINDOW_MS);
  const [recent] = await tx
    .select({ n: count() })
    .from(conversationMessages)
    .where(and(eq(conversationMessages.senderId, userId), gt(conversationMessages.createdAt, since)));
  if ((recent?.n ?? 0) >= CONVERSATION_SEND_LIMIT) throw localizedError(429, 'conversations:tooFast');
}

/**
 * True when message `messageId` is the sender's first message of inquiry `c` holding contact details (the
 * warning is shown once per conversation, ADR 0050; a replay of that message answers it again).
 */
async function firstContactMessage(db: Db, c: ConversationRow, senderId: number, messageId: number) {
  if (c.kind !== 'inquiry') return false;
  const rows = await db
    .select({ id: conversationMessages.id, content: conversationMessages.content })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, c.id),
        eq(conversationMessages.senderId, senderId),
        lt(conversationMessages.id, messageId + 1),
      ),
    )
    .orderBy(asc(conversationMessages.id));
  const first = rows.find((r) => findsContactDetails(r.content));
  return first?.id === messageId;
}

/**
 * Stores `message` from `userId` in conversation `conversationId` at `now` and answers it worded in `lng`
 * (`replayed` when the client key named a message stored before: nothing new was stored).
 * Errors: 404 'Conversation not found' (not one of its two members); 403 restricted or blocked (see the
 * module comment); 429 'You're sending messages too quickly…'.
 */
export async function storeMessage(
  db: Db,
  userId: number,
  conversationId: number,
  message: OutgoingMessage,
  now: Date,
  lng: Language,
): Promise<SentMessage & { replayed: boolean }> {
  const { id, c, replayed } = await db.transaction(async (tx) => {
    const c = await conversationFor(tx, userId, conversationId);
    await assertMaySend(tx, c, userId, now);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}, ${userId})`);
    const replayed = message.clientMessageId && (await storedWithKey(tx, userId, message.clientMessageId));
    if (replayed) return { id: replayed, c, replayed: true };
    await assertNotTooFast(tx, userId, now);
    const [row] = await tx
      .insert(conversationMessages)
      .values({
        conversationId,
        senderId: userId,
        messageType: 'text',
        content: message.content,
        clientMessageId: message.clientMessageId ?? null,
        createdAt: now,
      })
      .returning();
    if (message.photoKeys?.length)
      await tx
        .insert(conversationPhotos)
        .values(message.photoKeys.map((storageKey) => ({ messageId: row!.id, storageKey, createdAt: now })));
    await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversationId));
    await noticeIfAway(tx, c, otherMemberId(c, userId), row!, now);
    await announce(tx, conversationId, row!.id);
    return { id: row!.id, c, replayed: false };
  });
  const warn = await firstContactMessage(db, c, userId, id);
  return {
    message: (await messageById(db, id, lng))!,
    contactWarning: warn ? t('conversations:contactWarning', {}, lng) : null,
    replayed,
  };
}
