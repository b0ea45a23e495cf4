/**
 * The client's translation namespaces (ADR 0042): one per converted feature, plus `app` for the shell and
 * the 404 page. A namespace's catalogues are `src/client/features/<ns>/locales/{en,hi}.json`
 * (`src/client/app/locales/…` for `app`), loaded with the route's code.
 */
export const NAMESPACES = ['app', 'auth', 'landing'] as const;
export type Namespace = (typeof NAMESPACES)[number];
