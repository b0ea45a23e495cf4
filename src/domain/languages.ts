/**
 * The languages Hubshelf speaks (ADR 0042). One place for client and server.
 *
 * - `LANGUAGES`: every language with catalogues. Everything works for each of them (tests use 'hi').
 * - `OFFERED_LANGUAGES`: the ones a member may choose (ADR 0042). A language is offered once every
 *   screen's catalogue is complete: browser detection and `Accept-Language` only pick offered ones, the
 *   switch shows them, and the profile PATCH accepts only them, so nothing half-translated reaches a member.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const OFFERED_LANGUAGES: readonly Language[] = ['en', 'hi'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's language cookie (signed out); a signed-in member's choice is `preferredLanguage`. */
export const LANGUAGE_COOKIE = 'hubshelf_lang';

/** The Intl locale per language: Indian grouping (₹1,23,456.00) in both (spec 000 §1). */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The name of each language written in itself, for the switch ('English / हिन्दी'). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** True when `value` is a language with catalogues. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `tags` (BCP 47, best first, e.g. navigator.languages or a parsed Accept-Language) whose
 * primary subtag is in `offered`; undefined when none is. `hi-IN` → 'hi'.
 */
export function pickLanguage(
  tags: readonly string[],
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    const found = offered.find((l) => l === primary);
    if (found) return found;
  }
  return undefined;
}

/**
 * The tags of an `Accept-Language` header ordered by quality (RFC 9110 §12.5.4), `q=0` dropped.
 * `'hi-IN,hi;q=0.9,en;q=0.8'` → `['hi-IN', 'hi', 'en']`; an absent header → `[]`.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((x) => x.tag && x.tag !== '*' && Number.isFinite(x.q) && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag);
}
