/**
 * The language the client shows now (ADR 0042), kept outside i18next so formatting (lib/format.ts) and
 * the initial chunk never load the i18n library. The i18n module sets it when the language changes;
 * `<html lang>` follows it.
 */
import { DEFAULT_LANGUAGE, INTL_LOCALE, isLanguage, type Language } from '@/domain/languages';

let current: Language = DEFAULT_LANGUAGE;
let set = false;

/** The current language ('en' until the i18n module sets another). */
export function currentLanguage(): Language {
  return current;
}

/** Whether the i18n module has set the language yet (before that, `currentLanguage()` is only the default). */
export function languageSet(): boolean {
  return set;
}

/** The Intl locale of the current language: 'en-IN' or 'hi-IN'. */
export function currentIntlLocale(): string {
  return INTL_LOCALE[current];
}

/**
 * Records the language shown and sets `<html lang>` to it. Any other value (e.g. the development
 * pseudo-locale 'en-XA') keeps English formats but still sets `<html lang>`.
 */
export function setCurrentLanguage(lng: string): void {
  current = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  set = true;
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
