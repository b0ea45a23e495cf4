/**
 * The language of an API caller (ADR 0042), used for every `message` the API answers:
 * 1. the signed-in member's `preferredLanguage`, when it is offered;
 * 2. else the visitor's choice, the `hubshelf_lang` cookie (`LANGUAGE_COOKIE`), when it is offered;
 * 3. else the first offered language of `Accept-Language`;
 * 4. else English.
 * The offered list is `app.deps.offeredLanguages` (OFFERED_LANGUAGES unless a test injects another).
 */
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  OFFERED_LANGUAGES,
  parseAcceptLanguage,
  pickLanguage,
  type Language,
} from '@/domain/languages';

/** The language for `request`'s answers, per the order above. */
export function requestLanguage(request: FastifyRequest): Language {
  const offered = request.server.deps?.offeredLanguages ?? OFFERED_LANGUAGES;
  const preferred = request.user?.preferredLanguage;
  if (preferred && offered.includes(preferred as Language)) return preferred as Language;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (cookie && offered.includes(cookie as Language)) return cookie as Language;
  const header = request.headers['accept-language'];
  return (
    pickLanguage(parseAcceptLanguage(Array.isArray(header) ? header[0] : header), offered) ?? DEFAULT_LANGUAGE
  );
}
