/**
 * The server's message catalogues (ADR 0042): `src/server/locales/<lng>/<ns>.json`, bundled at import
 * (they are small and every request may need one). Add a namespace here and in both languages.
 */
import type { Language } from '@/domain/languages';
import enAuth from '../locales/en/auth.json';
import hiAuth from '../locales/hi/auth.json';

export const SERVER_NAMESPACES = ['auth'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

export const SERVER_CATALOGUES: Record<Language, Record<ServerNamespace, object>> = {
  en: { auth: enAuth },
  hi: { auth: hiAuth },
};
