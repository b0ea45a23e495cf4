/**
 * The offline catalogue (ADR 0049): popular books the shelf reader can match a spine to with no network,
 * loaded at start from the committed goodbooks-10k extract (`src/server/modules/books/offline-books/`, CC BY-SA 4.0).
 * Title, authors, ISBN-13, first publication year, genre (one of the 12 add-book genres) and a cover URL.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const offlineCatalogue = pgTable(
  'offline_catalogue',
  {
    isbn13: text('isbn13').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    year: integer('year'),
    genre: text('genre').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [
    index('offline_catalogue_title_folded_trgm_idx').using('gin', sql`fold_title(${t.title}) gin_trgm_ops`),
  ],
);
