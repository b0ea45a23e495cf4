/**
 * Whether a signed-in page exists for a path, for features that link to other features' pages (ADR
 * docs/decisions/0016-layers-and-import-boundaries.md: a feature never imports `client/app/`). The app
 * shell provides the answer from its route table; a link is shown only once its page is registered, so no
 * link leads to the not-found screen. Without a provider (a component test) no page is known.
 */
import { createContext, useContext } from 'react';

/** `(path) => true` when a page for `path` (e.g. '/browse', '/societies/3/chat') is registered. */
export type HasPage = (path: string) => boolean;

const PageLinksContext = createContext<HasPage>(() => false);

/** Provides `hasPage` to the pages below (the app shell passes its route-table lookup). */
export const PageLinksProvider = PageLinksContext.Provider;

/** The registered-page lookup of the nearest `PageLinksProvider`. */
export function useHasPage(): HasPage {
  return useContext(PageLinksContext);
}
