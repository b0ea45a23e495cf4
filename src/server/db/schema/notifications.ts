/**
 * In-app notifications (spec 002 §2.2, §3). `data` holds the type-specific fields as JSON text
 * (the wire format sends it as a JSON string, spec 002 §3).
 */
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: text('data'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAtNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
);

export type NotificationRow = typeof notifications.$inferSelect;
