/**
 * Hub chat wire format (spec 001 §2.16, §3 "Society message", §7 messages, §8 chat rows; ADR
 * docs/decisions/0019-hub-chat.md). A message is `{id, sender_id, sender_name, sender_picture, content,
 * created_at, messageType}` (snake case as the spec names it); `created_at` is ISO 8601. History pages come
 * oldest first; `X-Has-More: true` says older messages exist. The live `event: chat` of the notification
 * stream carries one message as its data and its id as the event id. A message from a member the viewer
 * blocked comes collapsed (`blocked`), one an administrator hid comes as `hidden`, both with empty content;
 * messages from a member who blocked the viewer are left out (ADR 0050).
 */
import { z } from 'zod';
import { HISTORY_MAX, HISTORY_PAGE, MESSAGE_MAX_LENGTH } from '@/domain/chat';
import { defineRoute, idParams, messageBody } from './http';
import { chatPaths } from './paths';
import { validationMessage } from './messages';

/** The SSE event names the chat adds to the notification stream. */
export const CHAT_EVENT = 'chat';
export const CHAT_RESET_EVENT = 'chat-reset';
/** The response header that says older messages exist. */
export const HAS_MORE_HEADER = 'x-has-more';

export const chatMessage = z.object({
  id: z.number().int(),
  /** the hub the message belongs to (lets a live event find its room) */
  society_id: z.number().int(),
  sender_id: z.number().int().nullable(),
  sender_name: z.string().nullable(),
  sender_picture: z.string().nullable(),
  content: z.string(),
  created_at: z.string(),
  messageType: z.literal('text'),
  /** true when the viewer blocked the sender: `content` is empty ('Message from a member you blocked'; ADR 0050) */
  blocked: z.boolean().optional(),
  /** true when an administrator hid the message on a report: `content` is empty ('This message was removed') */
  hidden: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const historyQuery = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    after: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_MAX).default(HISTORY_PAGE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: validationMessage('chat.beforeOrAfter'),
  });
export type HistoryQuery = z.output<typeof historyQuery>;

/** POST body. Any `sender_id` is dropped: the sender is always the signed-in member. */
export const sendMessageBody = z.object({
  content: z
    .string({ error: validationMessage('chat.empty') })
    .trim()
    .min(1, validationMessage('chat.empty'))
    .max(MESSAGE_MAX_LENGTH, validationMessage('chat.tooLong', { max: MESSAGE_MAX_LENGTH })),
  messageType: z.literal('text', { error: validationMessage('chat.textOnly') }).default('text'),
  /**
   * Optional idempotency key (a UUID the client makes once per message and sends again on a retry): the
   * same key from the same member answers the message it already stored (ADR 0037).
   */
  clientMessageId: z.uuid({ error: validationMessage('chat.messageIdInvalid') }).optional(),
});
export type SendMessageBody = z.input<typeof sendMessageBody>;

export const markReadBody = z.object({ lastMessageId: z.number().int().nonnegative() });

export const unreadEntry = z.object({ societyId: z.number().int(), unread: z.number().int() });
export type UnreadEntry = z.infer<typeof unreadEntry>;

export const chatRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/societies/:id/messages',
    params: idParams,
    query: historyQuery,
    response: z.array(chatMessage),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/societies/:id/messages',
    params: idParams,
    body: sendMessageBody,
    response: chatMessage,
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/societies/:id/messages/read',
    params: idParams,
    body: markReadBody,
    response: messageBody,
  }),
  unread: defineRoute({ ...chatPaths.unread, response: z.array(unreadEntry) }),
} as const;
