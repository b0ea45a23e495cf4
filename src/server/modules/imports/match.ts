/**
 * Matching an import's rows to books, with the confidence shown (ADR 0051). Each call takes the next
 * IMPORT_MATCH_BATCH pending rows and looks them up IMPORT_MATCH_CONCURRENCY at a time: by ISBN-13
 * through the ISBN lookup with its cache (`catalogueByIsbn`), then the offline catalogue; else by title and
 * author through the offline catalogue and the online title search. Works with no network: an unreachable
 * catalogue only leaves the offline catalogue to answer.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ImportMatch, ImportMatchResponse } from '@/contract/imports';
import { genreFromCategories } from '@/domain/books';
import { IMPORT_MATCH_BATCH, IMPORT_MATCH_CONCURRENCY, type ImportRowStatus } from '@/domain/imports';
import { mainTitle, TITLE_MATCH_THRESHOLD, titleSimilarity } from '@/domain/title-match';
import { importRows, type ImportRowRow } from '../../db/schema';
import { lookupTitle } from '../../integrations/catalogue';
import { HttpError } from '../../lib/http-error';
import { offlineBookByIsbn13, offlineCandidates, type OfflineBook } from '../books';
import { catalogueByIsbn, type LookupDeps } from '../catalogue';
import { isListed, listedKeysOf, type ListedKeys } from './create';
import { countsOf, ownImport, toRowView, storedMatch, type StoredMatch } from './view';

/** Editions kept beside the best one for a `check` row. */
const MAX_ALTERNATIVES = 4;

/** A row's lookup result. */
interface RowMatch {
  status: Exclude<ImportRowStatus, 'pending'>;
  match: StoredMatch | null;
}

const fromOffline = (b: OfflineBook): ImportMatch => ({
  isbn13: b.isbn13,
  title: b.title,
  author: b.author,
  genre: b.genre,
  description: null,
  imageUrl: b.imageUrl,
});

/** The book with ISBN-13 `isbn13`: the ISBN lookup (cache, catalogues, Hubshelf), then the offline catalogue. */
async function byIsbn(deps: LookupDeps, isbn13: string): Promise<ImportMatch | null> {
  try {
    const { source: _source, ...book } = await catalogueByIsbn(deps, isbn13);
    return book;
  } catch (err) {
    if (!(err instanceof HttpError)) deps.log?.warn({ err, isbn13 }, 'import ISBN lookup failed');
  }
  const offline = await offlineBookByIsbn13(deps.db, isbn13);
  return offline ? fromOffline(offline) : null;
}

/** True when two titles are the same book's title (whole, or without series notes and subtitles). */
function sameTitle(a: string, b: string): boolean {
  return (
    titleSimilarity(a, b) >= TITLE_MATCH_THRESHOLD ||
    titleSimilarity(mainTitle(a), mainTitle(b)) >= TITLE_MATCH_THRESHOLD
  );
}

/** The names of an author list ('Stephen King, Peter Straub', 'A & B'). */
const authorNames = (list: string) =>
  list
    .split(/,|&|;|\band\b/)
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * True when the two author lists share a person (each name's words compared, order and short initials
 * ignored, `titleSimilarity` ≥ TITLE_MATCH_THRESHOLD), so a catalogue's translator does not hide the author.
 */
function sameAuthor(a: string, b: string): boolean {
  const theirs = authorNames(b);
  return authorNames(a).some((x) => theirs.some((y) => titleSimilarity(x, y) >= TITLE_MATCH_THRESHOLD));
}

/** The online title search's book (Google Books, Open Library), or null when unknown or unreachable. */
async function onlineByTitle(deps: LookupDeps, title: string, author: string): Promise<ImportMatch | null> {
  const answer = await lookupTitle(deps.urls, { title, author, region: 'IN' }).catch(() => null);
  const r = answer?.hit?.record;
  if (!r?.isbn13) return null;
  const genre = genreFromCategories(r.categories);
  return {
    isbn13: r.isbn13,
    title: r.title,
    author: r.author,
    genre,
    description: r.description,
    imageUrl: r.imageUrl,
  };
}

/**
 * Books whose title is `title`, those by `author` first: the offline catalogue, then (when no offline
 * book has that author too) the online title search. One per ISBN-13.
 */
async function byTitle(deps: LookupDeps, title: string, author: string): Promise<ImportMatch[]> {
  const offline = (await offlineCandidates(deps.db, title.toLowerCase(), 10))
    .filter((b) => sameTitle(title, b.title))
    .map(fromOffline);
  const found = [...offline];
  if (!offline.some((b) => sameAuthor(author, b.author))) {
    const online = await onlineByTitle(deps, title, author);
    if (online && sameTitle(title, online.title) && !found.some((b) => b.isbn13 === online.isbn13))
      found.unshift(online);
  }
  return found.sort((a, b) => Number(sameAuthor(author, b.author)) - Number(sameAuthor(author, a.author)));
}

/**
 * The match of one row (ADR 0051): `matched` when its ISBN-13 is found, or exactly one book has its title
 * and author; `check` when several editions have both, or the title matched but not the author;
 * `not_found` otherwise; `already_listed` when the matched book is one the member lists.
 */
async function matchRow(deps: LookupDeps, listed: ListedKeys, row: ImportRowRow): Promise<RowMatch> {
  const found = row.isbn13 ? await byIsbn(deps, row.isbn13) : null;
  if (found) {
    const status = isListed(listed, found) ? 'already_listed' : 'matched';
    return { status, match: storedMatch(found) };
  }
  if (row.title === '') return { status: 'not_found', match: null };
  const books = await byTitle(deps, row.title, row.author);
  if (books.length === 0) return { status: 'not_found', match: null };
  const [best, ...others] = books as [ImportMatch, ...ImportMatch[]];
  const byAuthor = books.filter((b) => sameAuthor(row.author, b.author));
  const alternatives = others.slice(0, MAX_ALTERNATIVES);
  if (byAuthor.length === 1) {
    const status = isListed(listed, best) ? 'already_listed' : 'matched';
    return { status, match: storedMatch(best) };
  }
  return { status: 'check', match: storedMatch(best, alternatives) };
}

/** Runs `work` on each of `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const runners = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  });
  await Promise.all(runners);
}

/**
 * POST /api/imports/{id}/match: matches the next IMPORT_MATCH_BATCH (20) pending rows of the uploader's
 * import, IMPORT_MATCH_CONCURRENCY (4) at a time, and answers them with the counts after (ADR 0051). The
 * client calls until `counts.pending` is 0. 404 for anyone but the uploader.
 */
export async function matchImport(
  deps: LookupDeps,
  userId: number,
  id: string,
): Promise<ImportMatchResponse> {
  const imp = await ownImport(deps.db, userId, id, deps.now);
  const pending = await deps.db
    .select()
    .from(importRows)
    .where(and(eq(importRows.importId, imp.id), eq(importRows.status, 'pending')))
    .orderBy(asc(importRows.rowNo))
    .limit(IMPORT_MATCH_BATCH);
  const listed = await listedKeysOf(deps.db, userId);
  const done: ImportRowRow[] = [];
  await eachLimited(pending, IMPORT_MATCH_CONCURRENCY, async (row) => {
    const { status, match } = await matchRow(deps, listed, row);
    const [updated] = await deps.db
      .update(importRows)
      .set({ status, match })
      .where(and(eq(importRows.importId, imp.id), eq(importRows.rowNo, row.rowNo)))
      .returning();
    if (updated) done.push(updated);
  });
  done.sort((a, b) => a.rowNo - b.rowNo);
  return { counts: await countsOf(deps.db, imp.id), rows: done.map(toRowView) };
}
