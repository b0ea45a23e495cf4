/**
 * One-click unsubscribe tokens (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * `<member id>.<category>.<HMAC-SHA256(server secret, "unsubscribe:v1:<member id>:<category>")>` in
 * base64url. Bound to one member and one category: changing either breaks the signature, so a token
 * cannot be forged or reused for someone else or another category. It does not expire (a mail may be
 * opened months later) and only ever switches that member's mail for that category.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTICE_CATEGORIES, type NoticeCategory } from '@/domain/notices';

const signature = (secret: string, userId: number, category: NoticeCategory) =>
  createHmac('sha256', secret).update(`unsubscribe:v1:${userId}:${category}`).digest('base64url');

/** The token for member `userId` and `category`, signed with `secret` (config.sessionSecret). */
export function unsubscribeToken(secret: string, userId: number, category: NoticeCategory): string {
  return `${userId}.${category}.${signature(secret, userId, category)}`;
}

/** The member and category of a valid token, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: number; category: NoticeCategory } | null {
  const [id, category, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !sig || !/^[1-9][0-9]{0,9}$/.test(id)) return null;
  if (!(NOTICE_CATEGORIES as readonly string[]).includes(category)) return null;
  const userId = Number(id);
  const expected = Buffer.from(signature(secret, userId, category as NoticeCategory));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, category: category as NoticeCategory };
}
