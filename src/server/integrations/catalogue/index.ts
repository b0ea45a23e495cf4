/**
 * The book catalogues (Google Books, then Open Library) behind one call: both are asked at once, each
 * with its own 3 s limit, and the first in preference order that knows the book wins (the other request
 * is aborted as soon as a preferred answer is in). So a hanging catalogue costs at most 3 s in total.
 */
import type { CatalogueSource } from '@/contract/catalogue';
import { CatalogueUnavailable } from './http';
import { googleBooksByIsbn, googleBooksByTitle } from './google-books';
import { openLibraryByIsbn, openLibraryByTitle } from './open-library';
import type { CatalogueRecord, TitleSearch } from './types';

export type { CatalogueRecord, TitleSearch } from './types';
export { CATALOGUE_TIMEOUT_MS } from './http';

/** Base URLs of the catalogues (config.catalogue; tests point them at a local fake server). */
export interface CatalogueUrls {
  googleBooksUrl: string;
  openLibraryUrl: string;
}

export interface CatalogueHit {
  record: CatalogueRecord;
  source: Exclude<CatalogueSource, 'hubshelf'>;
}

/** What the catalogues answered: the preferred hit (or null) and the providers that could not be reached. */
export interface CatalogueAnswer {
  hit: CatalogueHit | null;
  unavailable: string[];
}

type Lookup = {
  source: CatalogueHit['source'];
  run: (signal: AbortSignal) => Promise<CatalogueRecord | null>;
};

async function firstFound(lookups: Lookup[]): Promise<CatalogueAnswer> {
  const controllers = lookups.map(() => new AbortController());
  const pending = lookups.map((l, i) =>
    l.run(controllers[i].signal).then(
      (record) => ({ record, error: null as CatalogueUnavailable | null }),
      (error: unknown) => {
        if (error instanceof CatalogueUnavailable) return { record: null, error };
        throw error;
      },
    ),
  );
  // mark every lookup as handled: once a preferred one answers, nothing awaits the rest
  pending.forEach((p) => p.catch(() => undefined));
  const unavailable: string[] = [];
  for (let i = 0; i < lookups.length; i += 1) {
    const { record, error } = await pending[i];
    if (error) unavailable.push(error.message);
    if (record) {
      controllers.slice(i + 1).forEach((c) => c.abort());
      return { hit: { record, source: lookups[i].source }, unavailable };
    }
  }
  return { hit: null, unavailable };
}

/** The book with ISBN-13 `isbn13` from Google Books, else Open Library. */
export function lookupIsbn(urls: CatalogueUrls, isbn13: string): Promise<CatalogueAnswer> {
  return firstFound([
    { source: 'google_books', run: (s) => googleBooksByIsbn(urls.googleBooksUrl, isbn13, s) },
    { source: 'open_library', run: (s) => openLibraryByIsbn(urls.openLibraryUrl, isbn13, s) },
  ]);
}

/** A book with an ISBN matching title and author, from Google Books, else Open Library. */
export function lookupTitle(urls: CatalogueUrls, q: TitleSearch): Promise<CatalogueAnswer> {
  return firstFound([
    { source: 'google_books', run: (s) => googleBooksByTitle(urls.googleBooksUrl, q, s) },
    { source: 'open_library', run: (s) => openLibraryByTitle(urls.openLibraryUrl, q, s) },
  ]);
}
