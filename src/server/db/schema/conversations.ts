/**
 * Private conversations between two members about one book (ADR 0050):
 * - `conversations`: kind `inquiry` (a member of the book's hub asks its owner before any rental) or `loan`
 *   (made with each rental or purchase). `member_id` is the one who asks, borrows or buys; `owner_id` the
 *   book's owner. An inquiry that leads to a rental becomes that loan's conversation (kind → `loan`,
 *   `rental_id` set). At most one open inquiry per member and book; one conversation per rental and per
 *   purchase. `last_message_at` orders the member's list.
 * - `conversation_messages`: `text` (1–1,000 characters, or 0–1,000 with photos; a sender, an optional client key unique per sender)
 *   or `event` (no sender; `event` names a rental change and `event_data` its values, worded in each reader's
 *   language when read). `hidden_at` is set by an administrator acting on a report.
 * - `conversation_photos`: up to 3 photos per message, stored through the file store (WebP, metadata stripped).
 * - `conversation_reads`: per member and conversation, the id of the last message the member has seen.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { books } from './books';
import { purchases, rentals } from './rentals';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    id: identityId(),
    kind: text('kind').notNull(),
    bookId: requiredRef('book_id', () => books.id, 'cascade'),
    rentalId: integer('rental_id').references(() => rentals.id, { onDelete: 'set null' }),
    purchaseId: integer('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    /** the member who asks, borrows or buys */
    memberId: requiredRef('member_id', () => users.id, 'cascade'),
    /** the book's owner */
    ownerId: requiredRef('owner_id', () => users.id, 'cascade'),
    /** `open`, or `closed` once an inquiry is left without a loan (reserved; loans stay open) */
    status: text('status').notNull().default('open'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAtNow(),
  },
  (t) => [
    check('conversations_kind', sql`${t.kind} in ('inquiry', 'loan')`),
    check('conversations_status', sql`${t.status} in ('open', 'closed')`),
    check('conversations_two_members', sql`${t.memberId} <> ${t.ownerId}`),
    uniqueIndex('conversations_open_inquiry_unique')
      .on(t.memberId, t.bookId)
      .where(sql`${t.kind} = 'inquiry' and ${t.status} = 'open'`),
    uniqueIndex('conversations_rental_unique')
      .on(t.rentalId)
      .where(sql`${t.rentalId} is not null`),
    uniqueIndex('conversations_purchase_unique')
      .on(t.purchaseId)
      .where(sql`${t.purchaseId} is not null`),
    index('conversations_member_idx').on(t.memberId, t.lastMessageAt),
    index('conversations_owner_idx').on(t.ownerId, t.lastMessageAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: identityId(),
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    /** null for an event, or once the sender's account is deleted */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** `text` or `event` */
    messageType: text('message_type').notNull().default('text'),
    /** trimmed plain text, up to 1,000 characters; empty for an event, and may be empty with photos */
    content: text('content').notNull().default(''),
    /** for an event: its kind (`paid`, `pickup_confirmed`, `due_date_moved`, …) */
    event: text('event'),
    /** for an event: the values its text needs (dates as ISO strings, amounts in paise) */
    eventData: jsonb('event_data'),
    /** the sender's idempotency key for this message (a UUID the client made), or null */
    clientMessageId: uuid('client_message_id'),
    /** set when an administrator hid the message on a report */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('conversation_messages_conversation_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_created_idx').on(t.senderId, t.createdAt),
    uniqueIndex('conversation_messages_sender_client_id_unique')
      .on(t.senderId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
    check('conversation_messages_type', sql`${t.messageType} in ('text', 'event')`),
    check(
      'conversation_messages_shape',
      sql`(${t.messageType} = 'text' and char_length(${t.content}) <= 1000 and ${t.event} is null)
        or (${t.messageType} = 'event' and ${t.event} is not null)`,
    ),
  ],
);

export const conversationPhotos = pgTable(
  'conversation_photos',
  {
    id: identityId(),
    messageId: requiredRef('message_id', () => conversationMessages.id, 'cascade'),
    /** the file store key, e.g. `conversation-photos/3f2a….webp` */
    storageKey: text('storage_key').notNull().unique(),
    createdAt: createdAtNow(),
  },
  (t) => [index('conversation_photos_message_idx').on(t.messageId)],
);

export const conversationReads = pgTable(
  'conversation_reads',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    conversationId: requiredRef('conversation_id', () => conversations.id, 'cascade'),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: updatedAtNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
