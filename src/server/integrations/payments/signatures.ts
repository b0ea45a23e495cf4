/**
 * HMAC-SHA256 signatures as Razorpay computes them (`../shared/data/razorpay-notes.md` (b), (c)):
 * - payment: hex HMAC of `order_id + "|" + payment_id` keyed with the API key secret;
 * - webhook: hex HMAC of the raw request body, byte for byte, keyed with the webhook secret.
 * Comparisons run in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256 of `message` with `secret`. */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `given` (hex, any case) equals the hex digest `expected`, compared in constant time. */
export function signatureMatches(expected: string, given: string | null | undefined): boolean {
  if (!given || !/^[0-9a-fA-F]+$/.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** The Checkout payment signature for `orderId` and `paymentId`. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** The webhook signature of a raw body. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacSha256Hex(webhookSecret, rawBody);
}
