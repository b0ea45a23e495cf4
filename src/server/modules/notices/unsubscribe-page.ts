/**
 * The small HTML page behind a mailed unsubscribe link (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md):
 * 'You will no longer get {category} emails' with an undo link, or the undo's confirmation. Texts from
 * NOTICE_PREFS_TEXT; every inserted value is escaped.
 */
import { NOTICE_PREFS_TEXT as T } from '@/contract/notices';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A whole HTML document: a title, one sentence and up to two links (`href`s absolute or root-relative). */
export function unsubscribePage(
  title: string,
  sentence: string,
  links: { label: string; href: string }[],
): string {
  const items = links.map((l) => `<a href="${escape(l.href)}">${escape(l.label)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escape(title)} · Hubshelf</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}
a{color:#0b6e69}@media (prefers-color-scheme:dark){body{background:#0f1717;color:#e6eeee}a{color:#4fc4b8}}</style>
</head><body><main><h1>${escape(title)}</h1><p>${escape(sentence)}</p><p>${items}</p></main></body></html>`;
}

/** The page after unsubscribing (undo link to `undoHref`) or after undoing it. */
export function unsubscribeAnswer(noun: string, undone: boolean, undoHref: string): string {
  return undone
    ? unsubscribePage(T.resubscribedTitle, T.resubscribed(noun), [{ label: T.openApp, href: '/' }])
    : unsubscribePage(T.unsubscribedTitle, T.unsubscribed(noun), [
        { label: T.undo, href: undoHref },
        { label: T.openApp, href: '/' },
      ]);
}
