/**
 * The translation catalogues (ADR 0042): one JSON module per namespace and language, fetched once. The
 * promise is shared, so route loading (route.ts) starts a route's downloads together with the route's
 * code and with i18next itself, and i18next's backend (i18n.ts) later reads the same answers instead of
 * asking again one step later. Small and free of i18next: it is part of the initial chunk.
 */

/** A catalogue module: `default` is the namespace's key → text object. */
export type CatalogueModule = { default: object };

/**
 * 'app' lives under src/client/app/locales, 'common' under src/client/i18n/locales, 'validation' under
 * src/contract/locales, the rest in their feature.
 */
function importCatalogue(lng: string, ns: string): Promise<CatalogueModule> {
  if (ns === 'app') return import(`../app/locales/${lng}.json`);
  if (ns === 'common') return import(`./locales/${lng}.json`);
  if (ns === 'validation') return import(`../../contract/locales/${lng}.json`);
  return import(`../features/${ns}/locales/${lng}.json`);
}

const loaded = new Map<string, Promise<CatalogueModule>>();

/** The catalogue of `ns` in `lng` (a language of LANGUAGES); rejects when it cannot be fetched, and then a later call tries again. */
export function loadCatalogue(lng: string, ns: string): Promise<CatalogueModule> {
  const key = `${lng}/${ns}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = importCatalogue(lng, ns);
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
  }
  return promise;
}
