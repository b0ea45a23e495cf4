/**
 * Live bell count (ARCHITECTURE §3, spec 001 §2.15): while mounted, listens to the server-sent events
 * of `GET /api/notifications/stream` and refreshes the notification list (query key
 * `['/api/notifications']`, read by the bell and the notifications page) on each `notification` event.
 * EventSource reconnects by itself after a dropped connection; the stream closes on unmount.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from './unread-count';

/** Path of the notification event stream. */
export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';

/** Call once in the signed-in shell. Does nothing where EventSource is unavailable. */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATIONS_STREAM_PATH);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    source.addEventListener('notification', refresh);
    return () => {
      source.removeEventListener('notification', refresh);
      source.close();
    };
  }, [queryClient]);
}
