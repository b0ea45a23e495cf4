/**
 * Text shown before i18next has loaded (ADR 0042): the splash, the route error page, the guest frame, the
 * offline message of a refused change and the update prompt. i18next stays out of the initial chunk
 * (ARCHITECTURE §6), so each of these modules keeps its few words in a small `{ en, hi }` object and picks
 * one here: the language i18next shows once it has started, else the start language it will pick
 * (i18n/detect.ts: cookie, browser, English).
 */
import { useSyncExternalStore } from 'react';
import { detectLanguage } from '@/client/i18n/detect';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/domain/languages';
import { currentLanguage, languageSet } from './locale';

/** The same words in every language. */
export type EarlyText<T> = Record<Language, T>;

/** The language to show now: i18next's once it has started, else the detected start language. */
export function earlyLanguage(): Language {
  if (languageSet()) return currentLanguage();
  const detected = detectLanguage();
  return isLanguage(detected) ? detected : DEFAULT_LANGUAGE;
}

/** The entry of `texts` for the language shown now (call it when the text is shown, not at module load). */
export function earlyText<T>(texts: EarlyText<T>): T {
  return texts[earlyLanguage()];
}

const subscribe = (notify: () => void) => {
  const observer = new MutationObserver(notify);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
};

/** `earlyLanguage` as a hook: re-renders when the language changes (`<html lang>` follows it). */
export function useEarlyLanguage(): Language {
  return useSyncExternalStore(subscribe, earlyLanguage, () => DEFAULT_LANGUAGE);
}

/** `earlyText` as a hook: re-renders when the language changes. */
export function useEarlyText<T>(texts: EarlyText<T>): T {
  return texts[useEarlyLanguage()];
}
