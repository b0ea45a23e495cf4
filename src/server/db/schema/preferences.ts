/**
 * Genre preferences (spec 000 §3 "Genre preference", §7; docs/decisions/0026-genre-preferences-and-recommendations.md):
 * one row per member and genre with a level of 1 (Skip), 3 (Like) or 5 (Love). Saving replaces a
 * member's rows. The recommendations read available listed books by genre in ranking order through
 * `books_available_rank_idx` (a partial index on `books`, in books.ts).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtNow, requiredRef } from './columns';
import { users } from './users';

export const userGenrePreferences = pgTable(
  'user_genre_preferences',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    genre: text('genre').notNull(),
    preferenceLevel: integer('preference_level').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.genre] }),
    check('user_genre_preferences_level', sql`${t.preferenceLevel} in (1, 3, 5)`),
  ],
);
