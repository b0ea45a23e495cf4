/**
 * Genre preferences and recommendations (spec 000 §2, §7 "GET/POST /api/user/genre-preferences",
 * "GET /api/books/recommended"; 001 §2.3; docs/decisions/0026-genre-preferences-and-recommendations.md).
 */
import { asc, eq } from 'drizzle-orm';
import type { GenrePreference, RecommendedBook, SavePreferencesBody } from '@/contract/preferences';
import { recommendationReason, type PreferenceLevel } from '@/domain/preferences';
import type { Db } from '../../db/client';
import { userGenrePreferences } from '../../db/schema';
import { queryRows, toBook, type BookSqlRow, type DbOrTx } from '../books/service';
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
 * GET /api/books/recommended: up to 24 books for the member, each with its reason ('You love Fantasy');
 * two reads: the member's preferences, then the statement built from them (`recommendedSql`). Empty
 * without a Love or Like preference.
 */
export async function recommendedBooks(db: DbOrTx, userId: number): Promise<RecommendedBook[]> {
  const statement = recommendedSql(userId, await listPreferences(db, userId));
  if (!statement) return [];
  const rows = await queryRows<BookSqlRow & { reason_genre: string; reason_level: number }>(db, statement);
  return rows.map((r) => ({
    ...toBook(r),
    reason: recommendationReason(r.reason_genre, Number(r.reason_level) as PreferenceLevel),
  }));
}
