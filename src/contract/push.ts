/**
 * Web Push wire format (docs/decisions/0040-push-icons-offline-actions.md): the server's public VAPID key
 * (base64url) for `PushManager.subscribe`, and a browser's subscription as `PushSubscription.toJSON()`
 * gives it (endpoint URL and its two keys, base64url). Subscribing is bound to the signed-in member; a
 * member can remove only their own subscriptions.
 */
import { z } from 'zod';
import { defineRoute, messageBody } from './http';
import { validationMessage } from './messages';

/** The validation messages of a push subscription (English; the `validation` catalogue renders them). */
export const PUSH_MESSAGES = {
  endpoint: validationMessage('push.endpoint'),
  keys: validationMessage('push.keys'),
} as const;

const base64url = z.string().trim().min(1, PUSH_MESSAGES.keys).max(200, PUSH_MESSAGES.keys);

/** An endpoint URL as the browser's push service gives it; https only is enforced by the server outside development and tests. */
const endpoint = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .trim()
  .max(2048, PUSH_MESSAGES.endpoint)
  .url(PUSH_MESSAGES.endpoint)
  .refine((v) => /^https?:\/\//.test(v), PUSH_MESSAGES.endpoint);

export const pushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: PUSH_MESSAGES.keys }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBody>;

export const pushRoutes = {
  publicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    response: pushPublicKey,
    summary: "Web Push: the server's public VAPID key",
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    body: pushSubscriptionBody,
    response: messageBody,
    summary: "Web Push: save this browser's subscription for me (replaces one with the same endpoint)",
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    body: pushUnsubscribeBody,
    response: messageBody,
    summary: 'Web Push: remove one of my subscriptions by its endpoint',
  }),
} as const;
