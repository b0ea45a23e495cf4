/**
 * Loads a route's translation namespaces together with its code (ADR 0042), without pulling i18next into
 * the initial chunk: `lazy: withText('features/books/pages/browse-page', () => import('…/browse-page').then(toRoute))`.
 * Which namespaces a route needs is computed from its imports by `scripts/route-text.ts` into
 * `route-text.json` (`npm run i18n:routes`; a test fails while it is stale).
 */
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import { currentLanguage, languageSet } from '@/client/lib/locale';
import { loadCatalogue } from './catalogues';
import { startLanguage } from './detect';
import ROUTE_TEXT from './route-text.json';
import type { Namespace } from './namespaces';

/** A lazily loaded route module, as `src/client/`-relative path without extension. */
export type RouteTextKey = keyof typeof ROUTE_TEXT;

/** The namespaces the route module `route` shows. */
export const routeNamespaces = (route: RouteTextKey): readonly Namespace[] =>
  ROUTE_TEXT[route] as readonly Namespace[];

/**
 * The languages whose catalogues i18next will ask for: the one shown (before i18next has started, the
 * detected one) and English, its fallback.
 */
function languagesToLoad(): Language[] {
  const shown = languageSet() ? currentLanguage() : startLanguage();
  return shown === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [shown, DEFAULT_LANGUAGE];
}

/**
 * Starts i18next (once) and loads `route`'s namespaces in the current language. The catalogues are
 * requested at once, beside i18next's own code, not after it has loaded (catalogues.ts).
 */
export function loadRouteText(route: RouteTextKey): Promise<void> {
  const namespaces = routeNamespaces(route);
  for (const lng of languagesToLoad())
    for (const ns of namespaces) loadCatalogue(lng, ns).catch(() => undefined);
  return import('./i18n').then((m) => m.loadNamespaces(namespaces));
}

/** The route's own lazy loader, run in parallel with loading its namespaces. */
export function withText<T>(route: RouteTextKey, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadRouteText(route)]).then(([module]) => module);
}
