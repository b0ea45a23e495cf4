/**
 * Mail and push delivery of notifications, and each member's notice preferences
 * (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
 *
 * A `notification_deliveries` row is written in the same transaction as its notification, one per
 * (notification, channel): the delivery job claims it (`attempts`) and sends it, backing off from 1 min to
 * a last attempt 24 h after the first failure, then marks it failed (docs/decisions/0056-mail-faults.md). `notification_preferences` holds only the categories a member changed; a
 * missing row means the defaults (domain/notices.ts DEFAULT_PREFERENCES).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { notifications } from './notifications';
import { users } from './users';

export const DELIVERY_CHANNELS = ['mail', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: identityId(),
    notificationId: requiredRef('notification_id', () => notifications.id, 'cascade'),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAtNow(),
    /** when the channel accepted it (sent), or gave up / skipped it */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('notification_deliveries_once').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('notification_deliveries_channel', sql`${t.channel} in ('mail', 'push')`),
    check('notification_deliveries_status', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    category: text('category').notNull(),
    mail: boolean('mail').notNull(),
    push: boolean('push').notNull(),
    updatedAt: updatedAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.category] }),
    check(
      'notification_preferences_category',
      sql`${t.category} in ('loans', 'payments', 'hubs', 'community', 'messages')`,
    ),
  ],
);
