/**
 * This browser's Web Push subscription (docs/decisions/0040-push-icons-offline-actions.md), through the
 * service worker's registration: what state notifications are in, subscribing with the server's public key
 * and unsubscribing. The permission prompt is asked for only by `subscribeBrowser`, which runs from a
 * member's click, never on load.
 */

/** 'on': subscribed here; 'off': can be turned on; 'blocked': the browser denied permission; 'unsupported'. */
export type PushState = 'on' | 'off' | 'blocked' | 'unsupported';

/** How long turning on waits for the service worker to be ready, in ms. */
const READY_TIMEOUT_MS = 10_000;

/** True when this browser has notifications, Web Push and service workers. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

/** The current subscription of this browser, without asking anything. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The state to show: read from the permission and the existing subscription, prompting nothing. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The service worker's registration once active; rejects when it does not come in time. */
function readyRegistration(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('The service worker is not ready')), READY_TIMEOUT_MS),
    ),
  ]);
}

/** base64url (the VAPID public key) → bytes, as `applicationServerKey` takes it. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (the browser's prompt) first, while the member's click still counts as one, then
 * subscribes with the key `publicKey()` gives. Resolves to the subscription's JSON (endpoint and keys) to
 * send to the server, or to the state to show when permission was refused ('blocked') or the prompt
 * dismissed ('off').
 */
export async function subscribeBrowser(
  publicKey: () => Promise<string>,
): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | 'blocked' | 'off'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await readyRegistration();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(await publicKey()),
    }));
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** The endpoint of this browser's subscription (to remove on the server), or null when there is none. */
export async function currentEndpoint(): Promise<string | null> {
  return (await currentSubscription())?.endpoint ?? null;
}

/** Ends this browser's subscription, when there is one. */
export async function unsubscribeBrowser(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}
