/**
 * Server-side translation (ADR 0042): `t('auth:signIn.invalidCredentials', vars, 'hi')` renders a catalogue
 * key in a language; English is the spec's text word for word. A key missing in a language falls back to
 * English; a missing key altogether renders as the key itself (the catalogue test prevents both).
 * A `Date` var is written as a hold's end in India time in the language ("24 Nov 2026, 5:30 pm IST", the
 * `holdTimeText` format of `domain/holds.ts`).
 */
import i18next, { type TOptions } from 'i18next';
import { holdTimeText } from '@/domain/holds';
import { DEFAULT_LANGUAGE, INTL_LOCALE, LANGUAGES, type Language } from '@/domain/languages';
import { SERVER_CATALOGUES, SERVER_NAMESPACES } from './catalogues';

/** A catalogue key with its namespace: `<ns>:<path>`, e.g. `auth:reset.linkExpired`. */
export type MessageKey = `${(typeof SERVER_NAMESPACES)[number]}:${string}`;

/** Values for `{{name}}` placeholders. */
export type MessageVars = Record<string, string | number | Date>;

const instance = i18next.createInstance();
void instance.init({
  resources: SERVER_CATALOGUES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...SERVER_NAMESPACES],
  defaultNS: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The message `key` in `lng` (default English) with `vars` filled in. */
export function t(key: MessageKey, vars: MessageVars = {}, lng: Language = DEFAULT_LANGUAGE): string {
  const filled = Object.fromEntries(
    Object.entries(vars).map(([name, value]) => [
      name,
      value instanceof Date ? holdTimeText(value, INTL_LOCALE[lng]) : value,
    ]),
  );
  return instance.t(key, { ...filled, lng } as TOptions) as string;
}
