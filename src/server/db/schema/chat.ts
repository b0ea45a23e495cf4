/**
 * Hub chat (spec 001 §2.16, §3 "Society message"; ADR docs/decisions/0019-hub-chat.md). A message belongs
 * to one hub; its sender is set null when the member's account is deleted (shown as 'Unknown User').
 * `hub_chat_reads` keeps, per member and hub, the id of the last message the member has seen (unread
 * counts are the others' messages after it).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { hubs } from './hubs';
import { users } from './users';

export const hubMessages = pgTable(
  'hub_messages',
  {
    id: identityId(),
    hubId: requiredRef('hub_id', () => hubs.id, 'cascade'),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** trimmed plain text, 1–2,000 characters */
    content: text('content').notNull(),
    messageType: text('message_type').notNull().default('text'),
    createdAt: createdAtNow(),
    /** the sender's idempotency key for this message (a UUID the client made), or null */
    clientMessageId: uuid('client_message_id'),
    /** set when an administrator hid the message on a report (shown as 'This message was removed') */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('hub_messages_hub_id_idx').on(t.hubId, t.id),
    uniqueIndex('hub_messages_sender_client_id_unique')
      .on(t.senderId, t.clientMessageId)
      .where(sql`${t.clientMessageId} is not null`),
    index('hub_messages_sender_created_idx').on(t.senderId, t.createdAt),
    check('hub_messages_content_length', sql`char_length(${t.content}) between 1 and 2000`),
    check('hub_messages_type', sql`${t.messageType} = 'text'`),
  ],
);

export const hubChatReads = pgTable(
  'hub_chat_reads',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    hubId: requiredRef('hub_id', () => hubs.id, 'cascade'),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: updatedAtNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hubId] })],
);

export type HubMessageRow = typeof hubMessages.$inferSelect;
