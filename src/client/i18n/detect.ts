/**
 * Which language the client starts in (ADR 0042), best first:
 * 1. development only (and builds made with VITE_PSEUDO_LOCALE=true, as the end-to-end suite's is):
 *    `?lng=en-XA` (pseudo-locale) or any language of LANGUAGES (`?lng=hi`), to look at a screen before its
 *    language is offered, or at a layout with a third more text;
 * 2. the signed-in member's `preferredLanguage` (set later by `useMemberLanguage`), or the visitor's
 *    `hubshelf_lang` cookie, when it is offered;
 * 3. the browser (`navigator.languages`): the first offered one ('hi-IN' → 'hi');
 * 4. English.
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  OFFERED_LANGUAGES,
  isLanguage,
  pickLanguage,
  type Language,
} from '@/domain/languages';

export const PSEUDO_LOCALE = 'en-XA';
/** Whether `?lng=` may force a language: the dev server, and builds that ask for it (scripts/e2e.mjs). */
export const LANGUAGE_PARAM = import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === 'true';

/** The visitor's cookie value, if it names a language. */
export function cookieLanguage(cookie: string = document.cookie): Language | undefined {
  const match = cookie.split(';').find((c) => c.trim().startsWith(`${LANGUAGE_COOKIE}=`));
  const value = match?.split('=')[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/** Remembers a visitor's choice for a year (the switch, signed out). */
export function rememberLanguage(lng: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
}

/** The start language per the order above; `offered` is injectable for tests. */
export function detectLanguage(offered: readonly Language[] = OFFERED_LANGUAGES): string {
  if (LANGUAGE_PARAM) {
    const forced = new URLSearchParams(window.location.search).get('lng');
    if (forced === PSEUDO_LOCALE || isLanguage(forced)) return forced;
  }
  const saved = cookieLanguage();
  if (saved && offered.includes(saved)) return saved;
  return pickLanguage(navigator.languages ?? [navigator.language], offered) ?? DEFAULT_LANGUAGE;
}

let start: Language | undefined;

/**
 * The language of LANGUAGES the client starts in (detectLanguage; English for the pseudo-locale), read
 * once: reading `document.cookie` is not free, and the first screen asks several times.
 */
export function startLanguage(): Language {
  if (start === undefined) {
    const detected = detectLanguage();
    start = isLanguage(detected) ? detected : DEFAULT_LANGUAGE;
  }
  return start;
}
