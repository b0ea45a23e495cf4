/**
 * The language a member reads notices, mails and push texts in (ADR 0042): their `preferredLanguage`,
 * else English. Texts are rendered when a notification is created (in-app title and message) and when a
 * mail or push is sent (subject, button, layout), each time in the member's language of that moment.
 */
import { inArray } from 'drizzle-orm';
import type { NoticeTranslate } from '@/domain/notices';
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '@/domain/languages';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { t, type MessageVars } from './t';

/** A stored `preferred_language` as a language (null or unknown → English). */
export const languageOf = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/** Each member's language, by user id (members not found read English). */
export async function memberLanguages(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, Language>> {
  const out = new Map<number, Language>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ id: users.id, lng: users.preferredLanguage })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  for (const r of rows) out.set(r.id, languageOf(r.lng));
  return out;
}

/** A key of the `notices` catalogue rendered in `lng` (domain/notices.ts calls it without the namespace). */
export function noticeTranslate(lng: Language): NoticeTranslate {
  return (key, vars) => t(`notices:${key}`, vars as MessageVars | undefined, lng);
}

/** A text of a notification in the recipient's language: a fixed string or a renderer per language. */
export type NoticeText = string | ((lng: Language) => string);

/** `text` in `lng`. */
export const renderNoticeText = (text: NoticeText, lng: Language): string =>
  typeof text === 'string' ? text : text(lng);

/** A due date as people read it, e.g. `28 Nov 2026` / `28 नव॰ 2026` (UTC). */
export function dateIn(at: Date, lng: Language): string {
  return at.toLocaleDateString(INTL_LOCALE[lng], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
