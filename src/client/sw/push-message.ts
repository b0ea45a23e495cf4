/**
 * Reading a Web Push message in the service worker (docs/decisions/0040-push-icons-offline-actions.md): the
 * server sends `{ title, body, url, tag? }` (sendPushToMember); anything else still shows a notice.
 */

export interface PushNoticeMessage {
  title: string;
  body: string;
  /** A path of the app, opened on tap. */
  url: string;
  tag?: string;
}

/** The title shown when a message carries none. */
export const FALLBACK_TITLE = 'Hubshelf';

/** The notice to show for a message's JSON (null when it had none or was not JSON). */
export function noticeFromPush(data: unknown): PushNoticeMessage {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    title: text(d.title) || FALLBACK_TITLE,
    body: text(d.body),
    url: text(d.url) || '/notifications',
    ...(text(d.tag) ? { tag: text(d.tag) } : {}),
  };
}

/** `url` resolved against `origin` when it stays on this origin, else the notifications page: a tap never leaves Hubshelf. */
export function sameOriginUrl(url: unknown, origin: string): string {
  try {
    const resolved = new URL(typeof url === 'string' ? url : '/notifications', origin);
    if (resolved.origin === origin) return resolved.href;
  } catch {
    // not a URL: the notifications page
  }
  return new URL('/notifications', origin).href;
}
