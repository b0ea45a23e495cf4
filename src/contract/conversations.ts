/**
 * Private conversations on the wire (ADR 0050): an inquiry about a book before any rental, or the loan
 * conversation of a rental or purchase, between exactly two members. Dates are ISO 8601; amounts are rupees.
 * History pages come oldest first; `X-Has-More: true` (`HAS_MORE_HEADER` of the chat contract) says older
 * messages exist. The live `event: conversation` of the notification stream carries one `conversationMessage`
 * as its data, worded for the member the stream belongs to.
 */
import { z } from 'zod';
import {
  CONVERSATION_EVENTS,
  CONVERSATION_KINDS,
  CONVERSATION_MESSAGE_MAX,
  CONVERSATION_PAGE,
  CONVERSATION_PAGE_MAX,
} from '@/domain/conversations';
import { defineRoute, idParams, messageBody } from './http';
import { validationMessage } from './messages';

/** The SSE event name conversations add to the notification stream. */
export const CONVERSATION_EVENT = 'conversation';
/** The multipart fields of a message with photos: `content` (optional text) and up to 3 `photo` files. */
export const CONVERSATION_PHOTO_FIELD = 'photo';

/** The other member as a conversation shows them. */
export const conversationMember = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
});

/** The book a conversation is about. */
export const conversationBook = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  /** rupees a day */
  dailyFee: z.number(),
  /** rupees, or null when not for sale */
  sellingPrice: z.number().nullable(),
  isAvailable: z.boolean(),
});

export const conversationMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** null for an event */
  senderId: z.number().int().nullable(),
  messageType: z.enum(['text', 'event']),
  /** the text; for an event, its sentence in the reader's language; '' when hidden */
  content: z.string(),
  /** for an event, which rental change it was */
  event: z.enum(CONVERSATION_EVENTS).nullable(),
  /** addresses of the message's photos (`GET /api/conversations/:id/photos/:photoId`) */
  photos: z.array(z.string()),
  /** an administrator removed it on a report: shown as 'This message was removed' */
  hidden: z.boolean(),
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessage>;

export const conversationSummary = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  book: conversationBook.pick({ id: true, title: true, imageUrl: true }),
  other: conversationMember,
  /** the last message's text or event sentence, for the list; null before any message */
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationDetails = z.object({
  id: z.number().int(),
  kind: z.enum(CONVERSATION_KINDS),
  /** which side the caller is on: `member` asks, borrows or buys; `owner` owns the book */
  role: z.enum(['member', 'owner']),
  book: conversationBook,
  other: conversationMember,
  rentalId: z.number().int().nullable(),
  purchaseId: z.number().int().nullable(),
  /** the caller's last read message id */
  lastReadMessageId: z.number().int(),
  createdAt: z.string(),
});
export type ConversationDetails = z.infer<typeof conversationDetails>;

export const conversationHistoryQuery = z
  .object({
    before: z.coerce.number().int().positive().optional(),
    after: z.coerce.number().int().nonnegative().optional(),
    limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(CONVERSATION_PAGE),
  })
  .refine((q) => q.before === undefined || q.after === undefined, {
    message: validationMessage('chat.beforeOrAfter'),
  });

export const sendConversationBody = z.object({
  content: z
    .string({ error: validationMessage('chat.empty') })
    .trim()
    .min(1, validationMessage('chat.empty'))
    .max(CONVERSATION_MESSAGE_MAX, validationMessage('chat.tooLong', { max: CONVERSATION_MESSAGE_MAX })),
  /** idempotency key: the same key from the same member answers the message already stored */
  clientMessageId: z.uuid({ error: validationMessage('chat.messageIdInvalid') }).optional(),
});
export type SendConversationBody = z.input<typeof sendConversationBody>;

/** What a send answers: the stored message, and whether to show the contact guard's warning (once). */
export const sentConversationMessage = z.object({
  message: conversationMessage,
  /** 'Deposits and refunds are protected only when you pay through Hubshelf.' in the caller's language, or null */
  contactWarning: z.string().nullable(),
});

export const markConversationReadBody = z.object({ lastMessageId: z.number().int().nonnegative() });

export const conversationUnread = z.object({ unread: z.number().int() });

export const conversationPhotoParams = z.object({
  id: z.coerce.number().int().positive(),
  photoId: z.coerce.number().int().positive(),
});

export const conversationsRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/conversations', response: z.array(conversationSummary) }),
  /** unread messages over all the caller's conversations (the Chat tab adds hub rooms' count) */
  unread: defineRoute({ method: 'GET', path: '/api/conversations/unread', response: conversationUnread }),
  /** open an inquiry about a book, or continue the open one (200 existing, 201 new) */
  ask: defineRoute({
    method: 'POST',
    path: '/api/books/:id/inquiry',
    params: idParams,
    response: conversationDetails,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/conversations/:id',
    params: idParams,
    response: conversationDetails,
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/conversations/:id/messages',
    params: idParams,
    query: conversationHistoryQuery,
    response: z.array(conversationMessage),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/messages',
    params: idParams,
    body: sendConversationBody,
    response: sentConversationMessage,
  }),
  /** multipart: optional `content`, optional `clientMessageId`, 1–3 `photo` files (JPEG, PNG or WebP, ≤ 8 MB each) */
  sendPhotos: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/photo-messages',
    params: idParams,
    response: sentConversationMessage,
  }),
  /** the WebP bytes of one photo: the two members, and administrators handling a report on the message */
  photo: defineRoute({
    method: 'GET',
    path: '/api/conversations/:id/photos/:photoId',
    params: conversationPhotoParams,
    response: z.unknown(),
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/conversations/:id/read',
    params: idParams,
    body: markConversationReadBody,
    response: messageBody,
  }),
} as const;
