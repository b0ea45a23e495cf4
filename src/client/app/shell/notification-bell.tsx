/**
 * The header's notifications bell (spec 001 §2.15): a link to /notifications with the unread count as a
 * badge (9+ above 9). A list that cannot be loaded shows no badge.
 */
import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUnreadNotificationCount } from '@/client/features/notifications/api/unread-count';
import { bellLabel, unreadBadgeText } from './nav';
import { IconLink } from './icon-link';

export function NotificationBell() {
  const { t } = useTranslation('app');
  const count = useUnreadNotificationCount();
  const badge = unreadBadgeText(count);
  return (
    <IconLink to="/notifications" label={bellLabel(count, t)} tooltip={t('shell.notifications')}>
      <Bell className="size-5" aria-hidden />
      {badge ? (
        <span
          aria-hidden
          className="absolute bg-red-700 top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full px-1 text-[10px] leading-none font-semibold text-white"
        >
          {badge}
        </span>
      ) : null}
    </IconLink>
  );
}
