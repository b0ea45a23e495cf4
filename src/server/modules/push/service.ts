/**
 * Web Push (docs/decisions/0040-push-icons-offline-actions.md): members' browser subscriptions and sending a
 * notice to every browser of a member. Messages are encrypted for each browser (aes128gcm) and signed with
 * the server's VAPID keys by the `web-push` package; the request itself is sent with `fetch`, so any push
 * service URL works (tests use a local plain-HTTP fake).
 */
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSubscriptionBody } from '@/contract/push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { localizedError } from '../../lib/http-error';

/** What sending needs: the database, the VAPID keys, the clock, and optionally a log for failures. */
export interface PushDeps {
  db: Db;
  config: Pick<Config, 'vapid'>;
  clock: Clock;
  log?: { warn: (obj: object, msg: string) => void };
}

/** One notice as a push message: shown as `title` and `body`; a tap opens `url` (a path of the app). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  /** Same tag: a newer message replaces the older one on the device. */
  tag?: string;
}

/** What one `sendPushToMember` did: delivered, removed as expired (404/410), and failed otherwise. */
export interface PushResult {
  sent: number;
  removed: number;
  failed: number;
}

/** How long a push service may take to answer, in ms. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is off, in seconds (one day). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Saves the caller's browser subscription; the same endpoint subscribed again is replaced and bound to this caller. */
export async function savePushSubscription(
  db: Db,
  config: Pick<Config, 'env'>,
  userId: number,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  // Real push services are https; plain http is allowed only in development and tests (the local fake).
  if (config.env === 'production' && !body.endpoint.startsWith('https://'))
    throw localizedError(400, 'push:endpoint');
  const row = {
    userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...row, lastSuccessAt: null },
    });
}

/** Removes the caller's subscription with this endpoint; 404 when there is none of theirs. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw localizedError(404, 'push:notFound');
}

/**
 * Sends `notice` to every browser `userId` subscribed, in parallel. A subscription the push service
 * answers 404 or 410 (expired, unsubscribed) is deleted and counted in `removed`; any other failure
 * (other status, timeout, network) is logged and counted in `failed`, and never thrown, so one bad
 * endpoint cannot stop the others or the caller. Delivered ones get `last_success_at`.
 */
export async function sendPushToMember(
  deps: PushDeps,
  userId: number,
  notice: PushNotice,
): Promise<PushResult> {
  const subscriptions = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const payload = JSON.stringify(notice);
  const outcomes = await Promise.all(
    subscriptions.map(async (sub): Promise<keyof PushResult> => {
      try {
        const status = await deliver(deps.config.vapid, sub, payload);
        if (status >= 200 && status < 300) {
          await deps.db
            .update(pushSubscriptions)
            .set({ lastSuccessAt: deps.clock.now() })
            .where(eq(pushSubscriptions.id, sub.id));
          return 'sent';
        }
        if (status === 404 || status === 410) {
          await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
          return 'removed';
        }
        deps.log?.warn({ userId, subscription: sub.id, status }, 'push service refused a message');
      } catch (err) {
        deps.log?.warn({ err, userId, subscription: sub.id }, 'push message could not be sent');
      }
      return 'failed';
    }),
  );
  const result: PushResult = { sent: 0, removed: 0, failed: 0 };
  for (const outcome of outcomes) result[outcome] += 1;
  return result;
}

/** Encrypts and signs one message for one browser and posts it to its push service; returns the status. */
async function deliver(
  vapid: Config['vapid'],
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await res.body?.cancel();
  return res.status;
}
