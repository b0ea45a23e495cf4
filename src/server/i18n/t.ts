/**
 * Server-side translation (ADR 0042): `t('auth:signIn.invalidCredentials', vars, 'hi')` renders a catalogue
 * key in a language; English is the spec's text word for word. A key missing in a language falls back to
 * English; a missing key altogether renders as the key itself (the catalogue test prevents both).
 */
import i18next, { type TOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/domain/languages';
import { SERVER_CATALOGUES, SERVER_NAMESPACES } from './catalogues';

/** A catalogue key with its namespace: `<ns>:<path>`, e.g. `auth:reset.linkExpired`. */
export type MessageKey = `${(typeof SERVER_NAMESPACES)[number]}:${string}`;

/** Values for `{{name}}` placeholders. */
export type MessageVars = Record<string, string | number>;

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
  return instance.t(key, { ...vars, lng } as TOptions) as string;
}
