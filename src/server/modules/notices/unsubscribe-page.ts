/**
 * The small HTML page behind a mailed unsubscribe link (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * 'You will no longer get {category} emails' with an undo link, the undo's confirmation, or 'This
 * unsubscribe link is not valid.'. Written in the reader's language (`unsubscribePage` in the server's
 * `notices` catalogue; ADR 0042, docs/decisions/0047-one-way-to-hold-text.md); every inserted value is
 * escaped.
 */
import type { Language } from '@/domain/languages';
import type { NoticeCategory } from '@/domain/notices';
import { t } from '../../i18n/t';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A whole HTML document in `lng` (`<html lang>`): a title, one sentence and up to two links (`href`s
 * absolute or root-relative).
 */
function unsubscribePage(
  lng: Language,
  title: string,
  sentence: string,
  links: { label: string; href: string }[],
): string {
  const items = links.map((l) => `<a href="${escape(l.href)}">${escape(l.label)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="${lng}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escape(title)} · Hubshelf</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
a{color:#0b6e69}@media (prefers-color-scheme:dark){body{background:#0f1717;color:#e6eeee}a{color:#4fc4b8}}</style>
</head><body><main><h1>${escape(title)}</h1><p>${escape(sentence)}</p><p>${items}</p></main></body></html>`;
}

/** `notices:unsubscribePage.<key>` in `lng`. */
const text = (key: string, lng: Language, vars: Record<string, string> = {}) =>
  t(`notices:unsubscribePage.${key}`, vars, lng);

/** 'You will no longer get {noun} emails' in `lng`: the sentence of the page and of the one-click answer. */
export function unsubscribedSentence(category: NoticeCategory, lng: Language): string {
  return text('unsubscribed', lng, { noun: t(`notices:categoryNouns.${category}`, {}, lng) });
}

/** The page after unsubscribing from `category` (undo link to `undoHref`) or after undoing it, in `lng`. */
export function unsubscribeAnswer(
  category: NoticeCategory,
  undone: boolean,
  undoHref: string,
  lng: Language,
): string {
  const openApp = { label: text('openApp', lng), href: '/' };
  if (undone) {
    const noun = t(`notices:categoryNouns.${category}`, {}, lng);
    return unsubscribePage(lng, text('resubscribedTitle', lng), text('resubscribed', lng, { noun }), [
      openApp,
    ]);
  }
  return unsubscribePage(lng, text('unsubscribedTitle', lng), unsubscribedSentence(category, lng), [
    { label: text('undo', lng), href: undoHref },
    openApp,
  ]);
}

/** The 404 page of a link that is malformed or not signed by this server, in `lng`. */
export function invalidLinkPage(lng: Language): string {
  return unsubscribePage(lng, text('invalidLink', lng), '', [{ label: text('openApp', lng), href: '/' }]);
}
