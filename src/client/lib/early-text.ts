/**
 * Text shown before i18next has loaded (ADR 0042, docs/decisions/0047-one-way-to-hold-text.md): the splash,
 * the route error page, the guest frame, the offline bar, the update prompt and the shared components'
 * labels. i18next stays out of the initial chunk (ARCHITECTURE §6, ADR 0043), so these few catalogue keys
 * are copied from the catalogues into `i18n/early-text.json` by `scripts/early-text.ts`
 * (`npm run i18n:early`) and picked here: in the language i18next shows once it has started, else the start
 * language it will pick (i18n/detect.ts: cookie, browser, English).
 */
import { useSyncExternalStore } from 'react';
import { detectLanguage } from '@/client/i18n/detect';
import EARLY_TEXT from '@/client/i18n/early-text.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/domain/languages';
import { currentLanguage, languageSet } from './locale';

/** A catalogue key listed in `EARLY_KEYS` (scripts/early-text.ts), for example common:close. */
export type EarlyKey = keyof (typeof EARLY_TEXT)['en'];

/** `{{name}}` placeholders' values, as in i18next. */
export type EarlyVars = Record<string, string>;

/** The language to show now: i18next's once it has started, else the detected start language. */
export function earlyLanguage(): Language {
  if (languageSet()) return currentLanguage();
  const detected = detectLanguage();
  return isLanguage(detected) ? detected : DEFAULT_LANGUAGE;
}

/**
 * The text of `key` in `lng` (by default the language shown now; call it when the text is shown, not at
 * module load), with `{{name}}` placeholders filled from `vars`.
 */
export function earlyT(key: EarlyKey, vars?: EarlyVars, lng: Language = earlyLanguage()): string {
  const text: string = EARLY_TEXT[lng][key];
  return vars ? text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => vars[name] ?? slot) : text;
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

/** `earlyT` as a hook (`const earlyT = useEarlyT()`): re-renders when the language changes. */
export function useEarlyT(): (key: EarlyKey, vars?: EarlyVars) => string {
  const lng = useEarlyLanguage();
  return (key, vars) => earlyT(key, vars, lng);
}
