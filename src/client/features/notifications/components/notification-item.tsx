/**
 * One notification (spec 002 §2.2, §3): type icon, title, message, age, 'Mark as read' while unread,
 * for an administrator the Approve / Reject of a still-pending society_request, and the rental actions
 * (Confirm Return, Approve / Decline an extension, an approved extension's payment state). The age is
 * relative in the language shown (lib/format.ts).
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Notification } from '@/contract/notifications';
import { Button } from '@/client/components/ui/button';
import { formatRelative } from '@/client/lib/format';
import { cn } from '@/client/lib/utils';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationIcon } from './notification-icon';
import { RENTAL_ACTION_TYPES, RentalNotificationActions } from './rental-notification-actions';
import { HubRequestActions } from './hub-request-actions';

interface HubRequestData {
  societyName?: string;
  requestId?: number;
}

/** The fields of a society_request's `data` JSON (spec 002 §3); null when it is missing or not JSON. */
export function hubRequestData(data: string | null): HubRequestData | null {
  if (!data) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { societyName, requestId } = parsed as Record<string, unknown>;
  return {
    societyName: typeof societyName === 'string' ? societyName : undefined,
    requestId: typeof requestId === 'number' ? requestId : undefined,
  };
}

interface NotificationItemProps {
  notification: Notification;
  isAdmin: boolean;
  /** Ids of the hub requests still pending, or null while unknown (then Approve / Reject stay offered). */
  pendingRequestIds: ReadonlySet<number> | null;
}

export function NotificationItem({ notification, isAdmin, pendingRequestIds }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationRead();
  const request = notification.type === 'society_request' ? hubRequestData(notification.data) : null;
  const unread = !notification.isRead;
  const canReview =
    isAdmin &&
    request !== null &&
    (pendingRequestIds === null ||
      request.requestId === undefined ||
      pendingRequestIds.has(request.requestId));

  return (
    <article
      aria-label={unread ? t('item.unreadLabel', { title: notification.title }) : notification.title}
      className={cn('bg-card flex gap-3 rounded-xl border p-3', unread && 'border-primary/40 bg-accent/40')}
    >
      <NotificationIcon type={notification.type} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className={cn('text-sm leading-snug', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </h2>
          {unread && <span className="bg-primary mt-1.5 size-2 shrink-0 rounded-full" aria-hidden />}
        </div>
        <p className="text-muted-foreground text-sm break-words">{notification.message}</p>
        <time dateTime={notification.createdAt} className="text-muted-foreground text-xs">
          {formatRelative(notification.createdAt)}
        </time>
        {(unread || canReview || RENTAL_ACTION_TYPES.has(notification.type)) && (
          <div className="mt-1 flex flex-wrap items-center gap-2 empty:hidden">
            <RentalNotificationActions notification={notification} />
            {canReview && (
              <HubRequestActions
                notificationId={notification.id}
                hubName={request?.societyName ?? t('item.thisHub')}
              />
            )}
            {unread && (
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto"
                disabled={markRead.isPending}
                onClick={() =>
                  markRead.mutate(notification.id, {
                    onError: () => toast.error(t('item.markReadFailed')),
                  })
                }
              >
                {t('item.markRead')}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
