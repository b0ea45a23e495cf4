/**
 * Notification preferences and one-click unsubscribe wire format
 * (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): per member and category, mail on/off
 * and push on/off; in-app notices are always on. Its text is in the `notices` catalogues (client and server).
 */
import { z } from 'zod';
import { NOTICE_CATEGORIES, type NoticeCategory } from '@/domain/notices';
import { defineRoute } from './http';

/** One category's switches. */
export const categoryPreference = z.object({ mail: z.boolean(), push: z.boolean() });

/** Every switchable category with its two switches. */
export const notificationPreferences = z.object(
  Object.fromEntries(NOTICE_CATEGORIES.map((c) => [c, categoryPreference])) as Record<
    NoticeCategory,
    typeof categoryPreference
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** The unsubscribe token in the path (signed: member + category). */
export const unsubscribeParams = z.object({ token: z.string().min(1).max(200) });
/** `?undo=1` turns the category's mail back on (the page's undo link). */
export const unsubscribeQuery = z.object({ undo: z.enum(['1']).optional() });

export const noticesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/user/notification-preferences',
    response: notificationPreferences,
    summary: "The member's mail and push switches per category",
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/user/notification-preferences',
    body: notificationPreferences,
    response: notificationPreferences,
    summary: "Replaces the member's mail and push switches",
  }),
  /** Public; answers a small HTML page (not JSON). Turns the category's mail off, or on with `?undo=1`. */
  unsubscribePage: defineRoute({
    method: 'GET',
    path: '/api/unsubscribe/:token',
    params: unsubscribeParams,
    query: unsubscribeQuery,
    response: z.string(),
    summary: 'Unsubscribe page of a mailed link (HTML), with an undo link',
  }),
  /** Public one-click unsubscribe (RFC 8058 `List-Unsubscribe-Post`). */
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/unsubscribe/:token',
    params: unsubscribeParams,
    response: z.object({ message: z.string() }),
    summary: 'One-click unsubscribe from a category of mail',
  }),
} as const;
