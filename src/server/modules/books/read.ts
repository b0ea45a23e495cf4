/**
 * Reading books as members see them (spec 000 §2 "Browse Books screen", "Book Details dialog", §6 "Hub
 * visibility", §7 "Browsing"; 001 §2.11 My Library): browse and search with the total count, hub lists,
 * My Library and one book. Every read goes through `readBooksSql` (sql.ts), one statement each.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  TOTAL_COUNT_CAP,
  type Book,
  type BrowseQuery,
  type PublicBookSummary,
  type TotalCount,
} from '@/contract/books';
import { storedConditionsFor } from '@/domain/books';
import { rupeesToPaise } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { localizedError } from '../../lib/http-error';
import { notBlockedWith } from '../blocks';
import { ownerNotRestricted } from '../restrictions';
import { toBook, toPublicSummary } from './present';
import { countBooksSql, readBooksSql, type BookSqlRow, type ReadBooksOptions } from './sql';

export type DbOrTx = Db | Tx;

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Whether a browse runs as a named prepared statement, whose plan PostgreSQL may keep generic
 * (docs/decisions/0070-prepared-reads.md): yes, unless it bounds the price without a search. A generic
 * plan cannot know how many books a price range holds; planned as if it held few, it walked the price
 * index and sorted most of the catalogue (1M books, ₹5–95 by newest: 3.7 s, against 3 ms planned with the
 * bounds). A search's books come from its matches, so no price index is in play there.
 */
export function browseIsPrepared(options: ReadBooksOptions): boolean {
  const filters = options.filters ?? {};
  return Boolean(filters.search) || (filters.minFeePaise === undefined && filters.maxFeePaise === undefined);
}

/**
 * Conditions on `b` that leave out the books of an owner who blocked `viewerId` or whom they blocked, and of
 * an owner suspended or banned at `now` (ADR 0050). Each is a `not exists` on a primary key.
 */
export function safeOwners(viewerId: number, now: Date): SQL[] {
  return [notBlockedWith(sql`b.owner_id`, viewerId), ownerNotRestricted(sql`b.owner_id`, now)];
}

/**
 * The browse options for `query` by member `viewerId`: the exact SQL inputs, shared with the
 * benchmark's bare server. Prices are rupees per day in the query, paise in SQL. Books of blocked or
 * restricted owners at `now` are left out (`safeOwners`).
 */
export function browseOptions(
  query: BrowseQuery,
  viewerId: number,
  now: Date = new Date(),
): ReadBooksOptions {
  const search = query.search?.trim() || undefined;
  return {
    viewerId,
    hubFilter: { requested: query.societies, location: query.location },
    scoped: true,
    where: safeOwners(viewerId, now),
    filters: {
      search,
      genres: query.genres,
      conditions: storedConditionsFor(query.conditions),
      minFeePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
      maxFeePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
      availability: query.availability,
    },
    order: query.sortBy ?? (search ? 'relevance' : 'newest'),
    // one more than asked, to tell whether another page exists
    limit: query.limit + 1,
    offset: query.offset,
    // one more than the cap, to tell "1000" from "1000+"
    countUpTo: TOTAL_COUNT_CAP + 1,
  };
}

/** The capped total of rows carrying `total_count` (a count of `TOTAL_COUNT_CAP + 1` reads "1000+"). */
function totalOf(rows: BookSqlRow[]): TotalCount {
  const n = rows.length ? Number(rows[0].total_count ?? 0) : 0;
  return n > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, capped: true } : { count: n, capped: false };
}

/**
 * GET /api/books/browse (spec 000 §2, §7): listed books of the caller's hubs matching every filter, in
 * one statement with their capped total (docs/decisions/0013-browse-count-and-paging-headers.md).
 * `hasMore` is true when books beyond `query.limit` exist. A caller without hubs sees nothing. A page
 * past the end costs a second statement (the first answers no row to carry the count).
 */
export async function browseBooks(
  db: DbOrTx,
  userId: number,
  query: BrowseQuery,
  now: Date,
): Promise<{ books: Book[]; hasMore: boolean; total: TotalCount }> {
  const options = browseOptions(query, userId, now);
  const read = browseIsPrepared(options) ? preparedRows : queryRows;
  let rows = await read<BookSqlRow>(db, readBooksSql(options));
  const books = rows.slice(0, query.limit).map(toBook);
  const hasMore = rows.length > query.limit;
  if (rows.length === 0 && query.offset > 0)
    rows = await read<BookSqlRow>(db, readBooksSql({ ...options, limit: 1, offset: 0 }));
  return { books, hasMore, total: totalOf(rows) };
}

/**
 * GET /api/books and /api/books/all: listed books of every hub the caller has joined, newest first, without
 * those of blocked or restricted owners at `now` (ADR 0050). A prepared statement (ADR 0070).
 */
export async function listHubBooks(db: DbOrTx, userId: number, limit: number, now: Date): Promise<Book[]> {
  const rows = await preparedRows<BookSqlRow>(
    db,
    readBooksSql({ viewerId: userId, scoped: true, where: safeOwners(userId, now), order: 'newest', limit }),
  );
  return rows.map(toBook);
}

/**
 * GET /api/books/available-count (spec 001 §2.2 "Available Books count tile"): how many listed books of
 * the caller's hubs are available now (not lent), counted in SQL; 0 without hubs. Books of owners blocked
 * either way or restricted at `now` do not count (ADR 0050). A prepared statement (ADR 0070).
 */
export async function countAvailableHubBooks(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await preparedRows<{ count: number }>(
    db,
    countBooksSql(userId, { availability: 'available' }, safeOwners(userId, now)),
  );
  return Number(row?.count ?? 0);
}

/** GET /api/books/my (spec 001 §2.11 My Library): the caller's listed and sold books, newest first. */
export async function myBooks(db: DbOrTx, userId: number): Promise<Book[]> {
  const rows = await queryRows<BookSqlRow>(
    db,
    readBooksSql({
      viewerId: userId,
      scoped: false,
      where: [sql`b.owner_id = ${userId}`],
      statuses: ['listed', 'sold'],
      order: 'newest',
      limit: 10_000,
    }),
  );
  return rows.map(toBook);
}

/** The book `bookId` (any status but deleted) as a member sees it, labelled with a hub of `viewerId`; null when absent. */
export async function findBook(db: DbOrTx, bookId: number, viewerId: number | null): Promise<Book | null> {
  const [row] = await queryRows<BookSqlRow>(
    db,
    readBooksSql({
      viewerId,
      scoped: false,
      where: [sql`b.id = ${bookId}`],
      statuses: ['listed', 'sold'],
      order: 'newest',
      limit: 1,
    }),
  );
  return row ? toBook(row) : null;
}

/**
 * GET /api/books/{id}: the full book for a signed-in member, the public summary for a signed-out
 * visitor of /book/{id} (spec 000 §2 "Public book page"). Unknown or deleted → 404 'Book not found'.
 */
export async function getBook(
  db: DbOrTx,
  bookId: number,
  viewerId: number | null,
): Promise<Book | PublicBookSummary> {
  const found = await findBook(db, bookId, viewerId);
  if (!found) throw localizedError(404, 'books:notFound');
  return viewerId === null ? toPublicSummary(found) : found;
}

/**
 * The book `bookId` (listed or sold) when it is listed in one of `viewerId`'s hubs by an owner who is still
 * a member there (spec 000 §6 "Hub visibility"); null when unknown, deleted or outside the viewer's hubs.
 */
export async function findBookInHubsOf(db: DbOrTx, bookId: number, viewerId: number): Promise<Book | null> {
  const [row] = await queryRows<BookSqlRow>(
    db,
    readBooksSql({
      viewerId,
      scoped: true,
      where: [sql`b.id = ${bookId}`],
      statuses: ['listed', 'sold'],
      order: 'newest',
      limit: 1,
    }),
  );
  return row ? toBook(row) : null;
}
