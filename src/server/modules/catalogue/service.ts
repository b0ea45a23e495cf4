/**
 * Catalogue lookups for adding books (spec 000 §5 "ISBN" automatic lookup, §7 "POST
 * /api/books/find-isbn"). Order: the database cache (30 days), then Google Books and Open
 * Library (3 s each, asked at once, Google preferred), then books already listed on Hubshelf with that
 * ISBN; otherwise 404. Catalogue answers are cached by ISBN-13; Hubshelf fallbacks are not.
 */
import { eq } from 'drizzle-orm';
import { catalogueBook, type CatalogueBook, type FindIsbnResponse } from '@/contract/catalogue';
import { genreFromCategories, toIsbn13 } from '@/domain/books';
import type { Db } from '../../db/client';
import { catalogueCache } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import {
  lookupIsbn,
  lookupTitle,
  type CatalogueAnswer,
  type CatalogueHit,
  type CatalogueUrls,
  type TitleSearch,
} from '../../integrations/catalogue';
import { findListedByIsbn13, findListedByTitle } from '../books';

/** How long a cached catalogue answer is used before the catalogues are asked again: 30 days, in ms. */
export const CATALOGUE_CACHE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where lookups warn about unreachable catalogues (Fastify's request logger fits). */
export interface LookupLog {
  warn(obj: object, msg: string): void;
}

export interface LookupDeps {
  db: Db;
  urls: CatalogueUrls;
  now: Date;
  log?: LookupLog;
}

function toCatalogueBook(hit: CatalogueHit, isbn13: string): CatalogueBook {
  const r = hit.record;
  return {
    isbn13,
    title: r.title,
    author: r.author,
    description: r.description,
    genre: genreFromCategories(r.categories),
    imageUrl: r.imageUrl,
    source: hit.source,
  };
}

async function readCache(db: Db, isbn13: string, now: Date): Promise<CatalogueBook | null> {
  const [row] = await db.select().from(catalogueCache).where(eq(catalogueCache.isbn13, isbn13)).limit(1);
  if (!row || now.getTime() - row.fetchedAt.getTime() > CATALOGUE_CACHE_TTL_MS) return null;
  const parsed = catalogueBook.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}

async function writeCache(db: Db, book: CatalogueBook, now: Date): Promise<void> {
  await db
    .insert(catalogueCache)
    .values({ isbn13: book.isbn13, result: book, fetchedAt: now })
    .onConflictDoUpdate({ target: catalogueCache.isbn13, set: { result: book, fetchedAt: now } });
}

function warnUnavailable(answer: CatalogueAnswer, log: LookupLog | undefined, what: string): void {
  if (answer.unavailable.length > 0)
    log?.warn({ unavailable: answer.unavailable }, `catalogue lookup of ${what} incomplete`);
}

/**
 * GET /api/catalogue/isbn/{isbn}: what the catalogues know about the valid ISBN-10/13 `isbn`.
 * 404 'No book found for this ISBN. Please enter the details manually.' when nobody knows it.
 */
export async function catalogueByIsbn(deps: LookupDeps, isbn: string): Promise<CatalogueBook> {
  const isbn13 = toIsbn13(isbn);
  if (!isbn13) throw localizedError(404, 'catalogue:isbnNotFound');
  const cached = await readCache(deps.db, isbn13, deps.now);
  if (cached) return cached;
  const answer = await lookupIsbn(deps.urls, isbn13);
  warnUnavailable(answer, deps.log, isbn13);
  if (answer.hit) {
    const book = toCatalogueBook(answer.hit, isbn13);
    await writeCache(deps.db, book, deps.now);
    return book;
  }
  const listed = await findListedByIsbn13(deps.db, isbn13);
  if (!listed) throw localizedError(404, 'catalogue:isbnNotFound');
  return { ...listed, source: 'hubshelf' };
}

/**
 * POST /api/books/find-isbn: the ISBN-13 (with genre, description and cover) of a book by title and
 * author, from the catalogues or else a book listed on Hubshelf. A catalogue hit is also cached under
 * its ISBN. 404 'No ISBN found for this title. Please enter it manually.' when none is found.
 */
export async function findIsbn(deps: LookupDeps, q: TitleSearch): Promise<FindIsbnResponse> {
  const answer = await lookupTitle(deps.urls, q);
  warnUnavailable(answer, deps.log, `"${q.title}"`);
  if (answer.hit?.record.isbn13) {
    const book = toCatalogueBook(answer.hit, answer.hit.record.isbn13);
    await writeCache(deps.db, book, deps.now);
    return { isbn: book.isbn13, genre: book.genre, description: book.description, imageUrl: book.imageUrl };
  }
  const listed = await findListedByTitle(deps.db, q.title, q.author);
  if (!listed) throw localizedError(404, 'catalogue:titleNotFound');
  return {
    isbn: listed.isbn13,
    genre: listed.genre,
    description: listed.description,
    imageUrl: listed.imageUrl,
  };
}
