/**
 * Web Push calls (docs/decisions/0040-push-icons-offline-actions.md): the public key, saving this browser's
 * subscription, removing it. Used only after a member's click on 'Turn on notifications' or 'Turn off'.
 */
import { pushRoutes, type PushSubscriptionBody } from '@/contract/push';
import { ApiError, call } from '@/client/lib/api';

/** The server's public VAPID key (base64url). */
export async function fetchPushPublicKey(): Promise<string> {
  return (await call(pushRoutes.publicKey)).publicKey;
}

/** Saves this browser's subscription for the signed-in member. */
export async function saveSubscription(body: PushSubscriptionBody): Promise<void> {
  await call(pushRoutes.subscribe, { body });
}

/** Removes the subscription with `endpoint`; one the server no longer has (404) counts as removed. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  try {
    await call(pushRoutes.unsubscribe, { body: { endpoint } });
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 404)) throw err;
  }
}
