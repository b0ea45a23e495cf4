/**
 * The service worker (docs/decisions/0034-installable-offline-shell.md, 0040-push-icons-offline-actions.md),
 * built by vite-plugin-pwa (`injectManifest`, vite.config.ts). Workbox precaches the built app shell and
 * answers navigations with index.html; it never handles the API, uploaded files or any non-GET request.
 * The Devanagari font (ADR 0054) is not precached, since an English reader never needs it: the first page
 * that shows Hindi fetches it, and it is kept (cache first; its name carries its hash) for offline use.
 * A new build waits until the member taps 'Reload' (app/pwa.ts sends SKIP_WAITING). On a Web Push message
 * it shows the notice; a tap focuses an open Hubshelf tab on the notice's page, or opens one.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { noticeFromPush, sameOriginUrl } from './push-message';

// The service-worker types (lib "WebWorker") cannot share a program with the DOM types of the app, so the
// few parts used here are described locally.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const sw = self as unknown as ServiceWorkerScope;

// Workbox finds `self.__WB_MANIFEST` literally in the built file and puts the precache list there.
precacheAndRoute((self as unknown as ServiceWorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/files\//, /^\/healthz/, /^\/dev\//],
  }),
);
registerRoute(
  ({ url }) => url.origin === sw.location.origin && /^\/assets\/[^/]+\.woff2$/.test(url.pathname),
  new CacheFirst({ cacheName: 'hubshelf-fonts' }),
);

// 'Reload' on the 'Update available' toast (virtual:pwa-register's updateServiceWorker).
sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

sw.addEventListener('push', (event) => {
  const notice = noticeFromPush(event.data ? safeJson(event.data) : null);
  event.waitUntil(
    sw.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: notice.url },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url, sw.location.origin);
  event.waitUntil(openOrFocus(url));
});

/** Focuses an open Hubshelf tab on `url` (moving it there), else opens a new one. */
async function openOrFocus(url: string): Promise<void> {
  const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((t) => new URL(t.url).origin === sw.location.origin);
  if (!tab) {
    await sw.clients.openWindow(url);
    return;
  }
  const focused = await tab.focus();
  if (focused.url !== url) await focused.navigate(url);
}

function safeJson(data: { json(): unknown }): unknown {
  try {
    return data.json();
  } catch {
    return null;
  }
}
