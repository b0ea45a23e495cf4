/**
 * Book use cases (spec 000 §2 "Browse Books screen", "Book Details dialog", §5 "Add book", §7
 * "Browsing" and "Book creation"; 001 §2.4, §2.11, §6, §8): browse and search within the caller's
 * hubs, hub lists, My Library, one book, add, edit and soft delete. Money is paise inside, rupees at the
 * contract. Other modules use `listedBookCounts` (hub book counts) and `findListedByIsbn13` /
 * `findListedByTitle` (catalogue fallback).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BOOK_MESSAGES,
  type Book,
  type BrowseQuery,
  type CreateBookInput,
  type PublicBookSummary,
  type UpdateBookInput,
} from '@/contract/books';
import { cleanIsbn, storedConditionsFor, toIsbn13 } from '@/domain/books';
import { rupeesToPaise } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import { bookHubs, books, type NewBookRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { memberHubIds } from '../membership/service';
import { postBrocks } from '../brocks/service';
import { getBrocksSettings } from '../settings/service';
import { toBook, toPublicSummary } from './present';
import { readBooksSql, type BookSqlRow, type ReadBooksOptions } from './sql';

export { readBooksSql, type ReadBooksOptions } from './sql';

type DbOrTx = Db | Tx;

/** Rows of a raw query on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The browse options for `query` by member `viewerId`: the exact SQL inputs, shared with the
 * benchmark's bare server. Prices are rupees per day in the query, paise in SQL.
 */
export function browseOptions(query: BrowseQuery, viewerId: number): ReadBooksOptions {
  const search = query.search?.trim() || undefined;
  return {
    viewerId,
    hubFilter: { requested: query.societies, location: query.location },
    scoped: true,
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
  };
}

/**
 * GET /api/books/browse (spec 000 §2, §7): listed books of the caller's hubs matching every filter, in
 * one statement. `hasMore` is true when books beyond `query.limit` exist. A caller without hubs sees nothing.
 */
export async function browseBooks(
  db: DbOrTx,
  userId: number,
  query: BrowseQuery,
): Promise<{ books: Book[]; hasMore: boolean }> {
  const rows = await queryRows<BookSqlRow>(db, readBooksSql(browseOptions(query, userId)));
  return { books: rows.slice(0, query.limit).map(toBook), hasMore: rows.length > query.limit };
}

/** GET /api/books and /api/books/all: listed books of every hub the caller has joined, newest first. */
export async function listHubBooks(db: DbOrTx, userId: number, limit: number): Promise<Book[]> {
  const rows = await queryRows<BookSqlRow>(
    db,
    readBooksSql({ viewerId: userId, scoped: true, order: 'newest', limit }),
  );
  return rows.map(toBook);
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
  if (!found) throw notFound(BOOK_MESSAGES.notFound);
  return viewerId === null ? toPublicSummary(found) : found;
}

/**
 * The hubs to list a book of `ownerId` in: `requested` (each must be one the owner has joined, 400
 * otherwise) or all of them. 400 'You need to join a society before adding books.' without hubs.
 */
async function listingHubs(db: DbOrTx, ownerId: number, requested: number[] | undefined): Promise<number[]> {
  const mine = await memberHubIds(db, ownerId);
  if (mine.length === 0) throw badRequest(BOOK_MESSAGES.noHub);
  if (!requested) return mine;
  const joined = new Set(mine);
  if (requested.some((id) => !joined.has(id)))
    throw badRequest('You can list a book only in hubs you have joined');
  return [...new Set(requested)];
}

/** Column values of the add/edit fields present in `input` (money → paise, ISBN → cleaned + ISBN-13). */
function bookColumns(input: UpdateBookInput): Partial<NewBookRow> {
  const out: Partial<NewBookRow> = {};
  if (input.title !== undefined) out.title = input.title;
  if (input.author !== undefined) out.author = input.author;
  if (input.isbn !== undefined) {
    out.isbn = cleanIsbn(input.isbn);
    // the contract accepts valid ISBNs only, so toIsbn13 never answers null here
    out.isbn13 = toIsbn13(input.isbn) ?? out.isbn;
  }
  if (input.genre !== undefined) out.genre = input.genre;
  if (input.description !== undefined) out.description = input.description;
  if (input.imageUrl !== undefined) out.imageUrl = input.imageUrl;
  if (input.coverImageUrl !== undefined) out.coverImageUrl = input.coverImageUrl;
  if (input.condition !== undefined) out.condition = input.condition;
  if (input.dailyFee !== undefined) out.dailyFeePaise = rupeesToPaise(input.dailyFee);
  if (input.sellingPrice !== undefined) {
    // an entered 0 means "not for sale" (the Buy option exists only for a positive price, spec 000 §5)
    out.sellingPricePaise =
      input.sellingPrice === null || input.sellingPrice === 0 ? null : rupeesToPaise(input.sellingPrice);
  }
  return out;
}

/**
 * POST /api/books (spec 000 §5, §7): lists a new book of `ownerId` in `input.societyIds` or all of the
 * owner's hubs, and credits the owner's Brocks for listing it (`creditBookUpload`), in one transaction.
 * 400 'You need to join a society before adding books.' without hubs.
 */
export async function createBook(db: Db, ownerId: number, input: CreateBookInput, now: Date): Promise<Book> {
  const hubIds = await listingHubs(db, ownerId, input.societyIds);
  const bookId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(books)
      .values({ ...(bookColumns(input) as NewBookRow), ownerId, createdAt: now, updatedAt: now })
      .returning({ id: books.id });
    await tx.insert(bookHubs).values(hubIds.map((hubId) => ({ bookId: row.id, hubId })));
    await creditBookUpload(tx, ownerId, row.id, now);
    return row.id;
  });
  return (await findBook(db, bookId, ownerId))!;
}

/** The not-deleted book `bookId` when `userId` owns it: 404 when absent or deleted, 403 for others. */
async function ownBook(db: DbOrTx, userId: number, bookId: number) {
  const [row] = await db
    .select({ id: books.id, ownerId: books.ownerId, status: books.status, isAvailable: books.isAvailable })
    .from(books)
    .where(eq(books.id, bookId))
    .limit(1);
  if (!row || row.status === 'deleted') throw notFound(BOOK_MESSAGES.notFound);
  if (row.ownerId !== userId) throw forbidden(BOOK_MESSAGES.notOwner);
  return row;
}

/**
 * PATCH /api/books/{id} (spec 000 §7): the owner edits the fields given; `societyIds` replaces the
 * hubs the book is listed in. One transaction. 404 unknown/deleted, 403 not the owner, 400 as for add.
 */
export async function updateBook(
  db: Db,
  userId: number,
  bookId: number,
  input: UpdateBookInput,
  now: Date,
): Promise<Book> {
  await ownBook(db, userId, bookId);
  const hubIds = input.societyIds ? await listingHubs(db, userId, input.societyIds) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(books)
      .set({ ...bookColumns(input), updatedAt: now })
      .where(eq(books.id, bookId));
    if (hubIds) {
      await tx.delete(bookHubs).where(eq(bookHubs.bookId, bookId));
      await tx.insert(bookHubs).values(hubIds.map((hubId) => ({ bookId, hubId })));
    }
  });
  return (await findBook(db, bookId, userId))!;
}

/**
 * DELETE /api/books/{id} (spec 001 §4.6, §6, §8): the owner soft-deletes the book (status `deleted`).
 * Refused with 409 'Failed to delete book. It may be currently borrowed.' while it is lent out
 * (`isAvailable` false); the check and the update are one statement, so a borrow cannot slip between.
 */
export async function deleteBook(
  db: DbOrTx,
  userId: number,
  bookId: number,
  now: Date,
): Promise<{ message: string }> {
  const book = await ownBook(db, userId, bookId);
  const deleted = await db
    .update(books)
    .set({ status: 'deleted', updatedAt: now })
    .where(
      and(
        eq(books.id, bookId),
        eq(books.ownerId, userId),
        sql`(${books.status} = 'sold' or (${books.status} = 'listed' and ${books.isAvailable}))`,
      ),
    )
    .returning({ id: books.id });
  if (deleted.length === 0) {
    if (book.status === 'listed') throw conflict(BOOK_MESSAGES.deleteFailed);
    throw notFound(BOOK_MESSAGES.notFound);
  }
  return { message: 'Book deleted' };
}

/**
 * Listed books per hub for `hubIds` (spec 001 §3 "Hub": bookCount): books with an active listing there
 * (their owner is still an active member). Hubs without books are absent from the map (count 0).
 */
export async function listedBookCounts(db: DbOrTx, hubIds: readonly number[]): Promise<Map<number, number>> {
  if (hubIds.length === 0) return new Map();
  const rows = await db
    .select({ hubId: bookHubs.hubId, n: sql<number>`count(*)::int` })
    .from(bookHubs)
    .innerJoin(books, and(eq(books.id, bookHubs.bookId), eq(books.status, 'listed')))
    .where(and(inArray(bookHubs.hubId, [...hubIds]), eq(bookHubs.active, true)))
    .groupBy(bookHubs.hubId);
  return new Map(rows.map((r) => [r.hubId, Number(r.n)]));
}

/** Catalogue-style facts of a listed (or sold) book, newest first. */
export interface ListedBookFacts {
  isbn13: string;
  title: string;
  author: string;
  description: string | null;
  genre: string;
  imageUrl: string | null;
}

const factColumns = {
  isbn13: books.isbn13,
  title: books.title,
  author: books.author,
  description: books.description,
  genre: books.genre,
  imageUrl: sql<string | null>`coalesce(${books.coverImageUrl}, ${books.imageUrl})`,
};

/** The newest not-deleted book with ISBN-13 `isbn13` (the catalogue's fallback), or null. */
export async function findListedByIsbn13(db: DbOrTx, isbn13: string): Promise<ListedBookFacts | null> {
  const [row] = await db
    .select(factColumns)
    .from(books)
    .where(and(eq(books.isbn13, isbn13), sql`${books.status} <> 'deleted'`))
    .orderBy(sql`${books.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * The not-deleted book whose title (and author, when given) best matches, by trigram word similarity
 * (the find-isbn fallback), or null when none is close.
 */
export async function findListedByTitle(
  db: DbOrTx,
  title: string,
  author: string,
): Promise<ListedBookFacts | null> {
  const t = title.trim().toLowerCase();
  const a = author.trim().toLowerCase();
  const authorMatch = a ? sql` and lower(${books.author}) %> ${a}` : sql``;
  const [row] = await db
    .select(factColumns)
    .from(books)
    .where(sql`${books.status} <> 'deleted' and lower(${books.title}) %> ${t}${authorMatch}`)
    .orderBy(sql`word_similarity(${t}, lower(${books.title})) desc`, sql`${books.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Used by the rentals and purchases areas (issue 5)

/**
 * Credits `credits_per_book_upload` Brocks (spec 002 §3; default 1, spec 000 §9) to `ownerId` for listing
 * `bookId`, once per book (ledger reference `book:<id>`). Call it in the transaction that inserts the book.
 * Nothing is posted when the setting is 0.
 */
export async function creditBookUpload(tx: DbOrTx, ownerId: number, bookId: number, at: Date): Promise<void> {
  const { creditsPerBookUpload } = await getBrocksSettings(tx);
  if (creditsPerBookUpload <= 0) return;
  await postBrocks(tx, {
    userId: ownerId,
    delta: creditsPerBookUpload,
    reason: 'book_upload',
    reference: `book:${bookId}`,
    at,
  });
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

/** What a borrow or buy prices and records, read by the statement that claimed the book (money in paise). */
export interface ClaimedBook {
  id: number;
  ownerId: number;
  title: string;
  dailyFeePaise: number;
  sellingPricePaise: number | null;
}

const claimedColumns = {
  id: books.id,
  ownerId: books.ownerId,
  title: books.title,
  dailyFeePaise: books.dailyFeePaise,
  sellingPricePaise: books.sellingPricePaise,
};

const listedAndAvailable = (bookId: number) =>
  and(eq(books.id, bookId), eq(books.status, 'listed'), eq(books.isAvailable, true));

/**
 * Marks the book unavailable (lent out) if it is listed and available, in one conditional statement that
 * locks the row until the caller's transaction ends, so of concurrent borrowers exactly one gets it.
 * Answers null when the book was not available (already lent, sold or deleted).
 */
export async function markUnavailableIfAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
): Promise<ClaimedBook | null> {
  const [row] = await tx
    .update(books)
    .set({ isAvailable: false, updatedAt: now })
    .where(listedAndAvailable(bookId))
    .returning(claimedColumns);
  return row ?? null;
}

/**
 * Marks the book sold (it leaves Browse and cannot be borrowed) if it is listed and available, in one
 * conditional statement like `markUnavailableIfAvailable`. Answers null when it was not.
 */
export async function markSoldIfListedAndAvailable(
  tx: Tx,
  bookId: number,
  now: Date,
): Promise<ClaimedBook | null> {
  const [row] = await tx
    .update(books)
    .set({ status: 'sold', isAvailable: false, updatedAt: now })
    .where(listedAndAvailable(bookId))
    .returning(claimedColumns);
  return row ?? null;
}
