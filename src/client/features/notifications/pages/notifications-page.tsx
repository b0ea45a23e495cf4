/**
 * Notifications, /notifications (spec 002 §2.2): unread first, then newest; the unread count; 'Mark as
 * read' per item; an icon per type; 'No notifications' when empty; the 'Notifications on this device'
 * card (Web Push, docs/decisions/0040-push-icons-offline-actions.md). The list shares its query with the
 * header bell, so marking as read updates the badge. Text: the `notifications` catalogue (ADR 0042); titles
 * and messages are stored by the server and shown as they come.
 */
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { BellOff } from 'lucide-react';
import type { Notification } from '@/contract/notifications';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useProgressiveCount } from '@/client/lib/use-progressive-count';
import { useHubRequests } from '@/client/features/admin/api/hub-requests';
import { useCurrentUser } from '@/client/features/auth';
import { PushNotificationsCard } from '@/client/features/push';
import { countUnread, notificationsQueryOptions } from '../api/unread-count';
import { NotificationItem } from '../components/notification-item';

/** Unread before read, then newest first (spec 002 §2.2). */
export function sortNotifications(list: readonly Notification[]): Notification[] {
  return [...list].sort(
    (a, b) => Number(a.isRead) - Number(b.isRead) || b.createdAt.localeCompare(a.createdAt),
  );
}

export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  const notifications = useQuery(notificationsQueryOptions());
  // Administrators: offer Approve / Reject only on requests still pending.
  const pendingRequests = useHubRequests(user.isAdmin);
  const pendingRequestIds = pendingRequests.data ? new Set(pendingRequests.data.map((r) => r.id)) : null;
  const unread = notifications.data ? countUnread(notifications.data) : 0;
  // the first four with the page, the rest two at a time when idle (docs/decisions/0043-lighter-first-screen.md)
  const shown = useProgressiveCount(notifications.data?.length ?? 0);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t('page.title')}</h1>
        {notifications.data && notifications.data.length > 0 && (
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {unread === 0 ? t('page.allCaughtUp') : t('page.unread', { count: unread })}
          </p>
        )}
      </header>

      <PushNotificationsCard />

      {notifications.isPending ? (
        <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('page.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : notifications.isError ? (
        <Card className="items-center gap-3 px-4 py-8 text-center">
          <p role="alert" className="text-destructive text-sm">
            {t('page.loadFailed')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Card>
      ) : notifications.data.length === 0 ? (
        <Card className="items-center gap-2 px-4 py-10 text-center">
          <BellOff aria-hidden className="text-muted-foreground size-8" />
          <p className="font-medium">{t('page.empty')}</p>
        </Card>
      ) : (
        <ul className="grid gap-3">
          {sortNotifications(notifications.data)
            .slice(0, shown)
            .map((n) => (
              <li key={n.id}>
                <NotificationItem
                  notification={n}
                  isAdmin={user.isAdmin}
                  pendingRequestIds={pendingRequestIds}
                />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
