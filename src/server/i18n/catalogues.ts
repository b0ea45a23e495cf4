/**
 * The server's message catalogues (ADR 0042): `src/server/locales/<lng>/<ns>.json`, bundled at import
 * (they are small and every request may need one), plus `validation` (the contract's zod messages,
 * `src/contract/locales/`, shared with the client). Add a namespace as its two imports and one line of
 * `CATALOGUES`, in both languages.
 */
import { LANGUAGES, type Language } from '@/domain/languages';
import enValidation from '@/contract/locales/en.json';
import hiValidation from '@/contract/locales/hi.json';
import enAuth from '../locales/en/auth.json';
import hiAuth from '../locales/hi/auth.json';
import enNotices from '../locales/en/notices.json';
import hiNotices from '../locales/hi/notices.json';

const CATALOGUES = {
  validation: { en: enValidation, hi: hiValidation },
  auth: { en: enAuth, hi: hiAuth },
  notices: { en: enNotices, hi: hiNotices },
} satisfies Record<string, Record<Language, object>>;

export type ServerNamespace = keyof typeof CATALOGUES;
export const SERVER_NAMESPACES = Object.keys(CATALOGUES) as ServerNamespace[];

/** `{ en: { auth: {...} }, hi: {...} }`, the shape i18next's `resources` takes. */
export const SERVER_CATALOGUES = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, Object.fromEntries(SERVER_NAMESPACES.map((ns) => [ns, CATALOGUES[ns][lng]]))]),
) as Record<Language, Record<ServerNamespace, object>>;
