/**
 * Loads a route's translation namespaces together with its code (ADR 0042), without pulling i18next into
 * the initial chunk: `lazy: withText(['auth'], () => import('…/auth-page').then(toRoute))`.
 */
import type { Namespace } from './namespaces';

/** Loads the namespaces (and i18next on first use) in parallel with the route's own lazy loader. */
export function withText<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return () =>
    Promise.all([load(), import('./i18n').then((m) => m.loadNamespaces(namespaces))]).then(
      ([route]) => route,
    );
}
