/**
 * Web Push subscriptions (docs/decisions/0040-push-icons-offline-actions.md): one row per browser a member
 * turned notifications on in, keyed by the push service's endpoint URL (unique: a browser that subscribes
 * again replaces its row). `p256dh` and `auth` are the browser's keys (base64url) that encrypt each
 * message. Rows go with their member, and are removed when the push service answers 404 or 410.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_unique'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAtNow(),
    /** When a message last reached the push service for this browser; null until the first. */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
