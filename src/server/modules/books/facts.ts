/**
 * Facts about listed books that other areas read: listed-book counts per hub (spec 001 §3 "Hub") and
 * the catalogue's fallback by ISBN-13 or title (spec 000 §5 "ISBN").
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookHubs, books } from '../../db/schema';
import type { DbOrTx } from './read';

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
