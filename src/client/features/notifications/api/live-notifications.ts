/**
 * Live bell count (ARCHITECTURE §3, spec 001 §2.15): while mounted, listens to the server-sent events
 * of `GET /api/notifications/stream` and refreshes the notification list (query key
 * `['/api/notifications']`, read by the bell and the notifications page) on each `notification` event.
 * EventSource reconnects by itself after a dropped connection; the stream closes on unmount.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFirstScreenComplete } from '@/client/lib/first-screen';
import { notificationsQueryKey } from './unread-count';

/** Path of the notification event stream. */
export const NOTIFICATIONS_STREAM_PATH = '/api/notifications/stream';

type StreamListener = (event: MessageEvent<string>) => void;
/** Listeners other features add to the tab's one stream (ADR docs/decisions/0019-hub-chat.md). */
const listeners = new Set<{ event: string; fn: StreamListener }>();
let current: EventSource | undefined;

/**
 * Listens to `event` on the tab's one notification stream (browsers cap HTTP/1.1 connections per host, so
 * features share it: the chat adds `chat` and `chat-reset`). Returns the function that stops listening.
 */
export function addStreamListener(event: string, fn: StreamListener): () => void {
  const entry = { event, fn };
  listeners.add(entry);
  current?.addEventListener(event, fn);
  return () => {
    listeners.delete(entry);
    current?.removeEventListener(event, fn);
  };
}

/**
 * Call once in the signed-in shell: opens the stream once the first screen is complete
 * (lib/first-screen.ts). Does nothing where EventSource is unavailable.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  const firstScreenComplete = useFirstScreenComplete();
  useEffect(() => {
    if (!firstScreenComplete || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATIONS_STREAM_PATH);
    current = source;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    source.addEventListener('notification', refresh);
    for (const { event, fn } of listeners) source.addEventListener(event, fn);
    return () => {
      source.removeEventListener('notification', refresh);
      source.close();
      if (current === source) current = undefined;
    };
  }, [queryClient, firstScreenComplete]);
}
