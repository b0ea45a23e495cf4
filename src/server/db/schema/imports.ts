/**
 * Library imports (ADR 0051): a member uploads a Goodreads, The StoryGraph or LibraryThing export or a list
 * of ISBNs; each row is matched to a book, reviewed and listed through bulk add. An import and its rows are
 * kept 24 hours (`expires_at`), then the `import-cleanup` job deletes them.
 * - `imports`: who uploaded what, the recognised `format`, the file's header row (`header`, to write the
 *   leftovers CSV in the same format) and the rows' counts.
 * - `import_rows`: one row of the file: its original cells (`cells`, by column), what was read from it
 *   (title, author, ISBN-13, shelf, owned), the ISBN problem if any, the match `status` and the matched
 *   catalogue book (`match`), and once listed the new book (`book_id`) or why it was not (`error`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { books } from './books';
import { createdAtNow, requiredRef } from './columns';
import { users } from './users';

export const imports = pgTable(
  'imports',
  {
    /** random UUID: the id in the import's URLs */
    id: text('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** `goodreads`, `storygraph`, `librarything` or `isbn_list` */
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** the file's column names in order (empty for a list of ISBNs) */
    header: jsonb('header').$type<string[]>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: createdAtNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('imports_format', sql`${t.format} in ('goodreads', 'storygraph', 'librarything', 'isbn_list')`),
    index('imports_user_idx').on(t.userId),
    index('imports_expires_idx').on(t.expiresAt),
  ],
);

export const importRows = pgTable(
  'import_rows',
  {
    importId: text('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** 1-based position of the row in the file (after the header) */
    rowNo: integer('row_no').notNull(),
    /** the original cells by column name (`{ isbn: … }` for a list of ISBNs) */
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    title: text('title').notNull().default(''),
    author: text('author').notNull().default(''),
    /** the row's ISBN as ISBN-13, when it had a valid one */
    isbn13: text('isbn13'),
    /** `bad_check_digit` or `not_an_isbn` when the row had an ISBN that is not valid */
    isbnProblem: text('isbn_problem'),
    /** the reading shelf or status as written in the file (`read`, `to-read`, …), lower-cased */
    shelf: text('shelf').notNull().default(''),
    /** true when the file says the member owns the book (the owned-rows rule, ADR 0051) */
    owned: boolean('owned').notNull(),
    /** `pending`, `matched`, `check`, `not_found` or `already_listed` */
    status: text('status').notNull().default('pending'),
    /** the matched catalogue book (isbn13, title, author, genre, description, imageUrl, candidates) */
    match: jsonb('match'),
    bookId: integer('book_id').references(() => books.id, { onDelete: 'set null' }),
    /** why listing this row failed, in the member's language, when it did */
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNo] }),
    check(
      'import_rows_status',
      sql`${t.status} in ('pending', 'matched', 'check', 'not_found', 'already_listed')`,
    ),
    check('import_rows_isbn_problem', sql`${t.isbnProblem} in ('bad_check_digit', 'not_an_isbn')`),
  ],
);

export type ImportRow = typeof imports.$inferSelect;
export type ImportRowRow = typeof importRows.$inferSelect;
