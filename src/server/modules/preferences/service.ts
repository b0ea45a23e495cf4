/**
 * Genre preferences and recommendations (spec 000 §2, §7 "GET/POST /api/user/genre-preferences",
 * "GET /api/books/recommended"; 001 §2.3; docs/decisions/0026-genre-preferences-and-recommendations.md).
 */
import { asc, eq } from 'drizzle-orm';
import type { GenrePreference, RecommendedBook, SavePreferencesBody } from '@/contract/preferences';
import { RECOMMENDATIONS_MAX, recommendationReason } from '@/domain/preferences';
import type { Db } from '../../db/client';
import { userGenrePreferences } from '../../db/schema';
import { preparedRows } from '../../db/prepared';
import { toBook, type BookSqlRow, type DbOrTx } from '../books';
import { recommendedSql } from './recommend-sql';

/** The member's preferences, in genre order (empty when they never saved any). */
export async function listPreferences(db: DbOrTx, userId: number): Promise<GenrePreference[]> {
  const rows = await db
    .select({ genre: userGenrePreferences.genre, preferenceLevel: userGenrePreferences.preferenceLevel })
    .from(userGenrePreferences)
    .where(eq(userGenrePreferences.userId, userId))
    .orderBy(asc(userGenrePreferences.genre));
  return rows as GenrePreference[];
}

/** Replaces the member's whole set with `body.preferences` in one transaction; answers the new set. */
export async function savePreferences(
  db: Db,
  userId: number,
  body: SavePreferencesBody,
  now: Date,
): Promise<GenrePreference[]> {
  return db.transaction(async (tx) => {
    await tx.delete(userGenrePreferences).where(eq(userGenrePreferences.userId, userId));
    await tx.insert(userGenrePreferences).values(
      body.preferences.map((p) => ({
        userId,
        genre: p.genre,
        preferenceLevel: p.preferenceLevel,
        createdAt: now,
      })),
    );
    return listPreferences(tx, userId);
  });
}

/**
 * GET /api/books/recommended: up to 24 (`RECOMMENDATIONS_MAX`) books for the member, each with its
 * reason ('You love Fantasy'): their preferences, then the Love statement and, while fewer than 24,
 * the Like one (`recommendedSql`; Like leaves out what Love matches). Empty without a Love or Like.
 * Each level's statement is a prepared statement (docs/decisions/0070-prepared-reads.md).
 */
export async function recommendedBooks(
  db: DbOrTx,
  userId: number,
  now: Date = new Date(),
): Promise<RecommendedBook[]> {
  const preferences = await listPreferences(db, userId);
  const books: RecommendedBook[] = [];
  for (const level of [5, 3] as const) {
    if (books.length === RECOMMENDATIONS_MAX) break;
    const statement = recommendedSql(userId, preferences, level, RECOMMENDATIONS_MAX - books.length, now);
    if (!statement) continue;
    const rows = await preparedRows<BookSqlRow & { reason_genre: string }>(db, statement);
    books.push(...rows.map((r) => ({ ...toBook(r), reason: recommendationReason(r.reason_genre, level) })));
  }
  return books;
}
