/**
 * The notice of a new conversation message to a member who is not on the page (ADR 0050, issue 30 "Live").
 *
 * "Not on the page" is decided when the message is stored, the same on every instance: the recipient has not
 * marked this conversation read within the last CONVERSATION_PRESENCE_MS. An open conversation page marks the
 * conversation read when it opens, on every live message it shows, and at least once a minute while open, so
 * a member looking at it gets the live event only; anyone else gets a `conversation_message` notice (in-app,
 * push and mail, category 'Messages'). At most one mail per conversation per CONVERSATION_MAIL_GAP_MS: a later
 * notice's mail delivery is marked skipped at once (its push still goes).
 */
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { CONVERSATION_MAIL_GAP_MS } from '@/domain/conversations';
import type { Tx } from '../../db/client';
import {
  books,
  conversationReads,
  notificationDeliveries,
  notifications,
  users,
  type ConversationMessageRow,
  type ConversationRow,
} from '../../db/schema';
import { t } from '../../i18n/t';
import { notify } from '../notifications';

/** A member who marked the conversation read this recently is on its page (ms). */
export const CONVERSATION_PRESENCE_MS = 90_000;
/** The longest message excerpt a notice shows (characters). */
const EXCERPT = 140;
/** `last_error` of a mail skipped because one went for this conversation within the gap. */
export const MAIL_GAP_NOTE = 'conversation mail gap';

/** True when `userId` marked conversation `conversationId` read within CONVERSATION_PRESENCE_MS of `now`. */
async function onThePage(tx: Tx, userId: number, conversationId: number, now: Date): Promise<boolean> {
  const [read] = await tx
    .select({ at: conversationReads.updatedAt })
    .from(conversationReads)
    .where(and(eq(conversationReads.userId, userId), eq(conversationReads.conversationId, conversationId)));
  return !!read && now.getTime() - read.at.getTime() < CONVERSATION_PRESENCE_MS;
}

/** True when a mail of a notice about `conversationId` to `userId` went (or is going) within the gap. */
async function mailedLately(tx: Tx, userId: number, conversationId: number, noticeId: number, now: Date) {
  const since = new Date(now.getTime() - CONVERSATION_MAIL_GAP_MS);
  const [row] = await tx
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'conversation_message'),
        ne(notifications.id, noticeId),
        gt(notifications.createdAt, since),
        sql`(${notifications.data})::jsonb ->> 'conversationId' = ${String(conversationId)}`,
        eq(notificationDeliveries.channel, 'mail'),
        sql`not (${notificationDeliveries.status} = 'skipped' and ${notificationDeliveries.lastError} = ${MAIL_GAP_NOTE})`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Inside the send's transaction: a `conversation_message` notice to `recipientId` about `message` of `c`,
 * unless they are on the page (see the module comment); its mail skipped when one went within the gap.
 */
export async function noticeIfAway(
  tx: Tx,
  c: ConversationRow,
  recipientId: number,
  message: ConversationMessageRow,
  now: Date,
): Promise<void> {
  if (message.senderId === null || (await onThePage(tx, recipientId, c.id, now))) return;
  const [sender] = await tx.select({ name: users.name }).from(users).where(eq(users.id, message.senderId));
  const [book] = await tx.select({ title: books.title }).from(books).where(eq(books.id, c.bookId));
  const name = sender?.name ?? '';
  const excerpt =
    message.content.length > EXCERPT ? `${message.content.slice(0, EXCERPT - 1)}…` : message.content;
  const row = await notify(
    tx,
    {
      userId: recipientId,
      type: 'conversation_message',
      title: (lng) => t('conversations:notice.title', { name }, lng),
      message: (lng) =>
        t(
          'conversations:notice.message',
          { name, book: book?.title ?? '', text: excerpt || t('conversations:photoCaption', {}, lng) },
          lng,
        ),
      data: { conversationId: c.id, messageId: message.id, bookTitle: book?.title ?? null, senderName: name },
    },
    now,
  );
  if (await mailedLately(tx, recipientId, c.id, row.id, now)) {
    await tx
      .update(notificationDeliveries)
      .set({ status: 'skipped', doneAt: now, lastError: MAIL_GAP_NOTE })
      .where(
        and(eq(notificationDeliveries.notificationId, row.id), eq(notificationDeliveries.channel, 'mail')),
      );
  }
}
