/**
 * The header bell's unread count (spec 001 §2.15, §3 "Notification: isRead flag (used by the bell count)";
 * 002 §2.2). It reads `GET /api/notifications` under the query key `['/api/notifications']`, so anything
 * that invalidates that key (marking as read, new notifications) updates the badge too. The bell is part of
 * the first load, so the list is reached through the zod-free path table (ARCHITECTURE §6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, notificationsRoutes } from '@/contract/notifications';
import { notificationsPaths } from '@/contract/paths';
import { callPath } from '@/client/lib/api';
import { useFirstScreenComplete } from '@/client/lib/first-screen';

/** Query key of the notification list: its path. */
export const notificationsQueryKey = [notificationsPaths.list.path] as const;

/** `GET /api/notifications` → the signed-in member's notifications. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: () => callPath<typeof notificationsRoutes.list>(notificationsPaths.list),
  });
}

/** Number of notifications not yet read. */
export function countUnread(notifications: readonly Pick<Notification, 'isRead'>[]): number {
  return notifications.filter((n) => !n.isRead).length;
}

/**
 * Unread notifications of the signed-in member; 0 while loading or when the list cannot be read (no
 * badge). Asked for once the first screen is complete (lib/first-screen.ts).
 */
export function useUnreadNotificationCount(): number {
  const enabled = useFirstScreenComplete();
  const { data } = useQuery({ ...notificationsQueryOptions(), select: countUnread, enabled });
  return data ?? 0;
}
