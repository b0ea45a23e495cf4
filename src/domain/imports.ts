/**
 * Importing a member's library (ADR 0051): the formats, limits and statuses of an import. The pure rules that
 * read a parsed file (header recognition, the owned-rows rule, cleaning an ISBN cell) live beside these.
 */

/** The formats recognised by their header row: Goodreads, The StoryGraph, LibraryThing, a list of ISBNs. */
export const IMPORT_FORMATS = ['goodreads', 'storygraph', 'librarything', 'isbn_list'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Largest file accepted: 2 MB, in bytes. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Most rows (after the header) a file may have. */
export const MAX_IMPORT_ROWS = 2000;
/** Rows looked up at once while matching. */
export const IMPORT_MATCH_CONCURRENCY = 4;
/** Rows one `POST /api/imports/{id}/match` call matches (the client calls until none is pending). */
export const IMPORT_MATCH_BATCH = 20;
/** Books listed per all-or-none bulk-add chunk when committing (= the bulk add limit, spec 000 §7). */
export const IMPORT_COMMIT_CHUNK = 50;
/** How long an import is kept before the cleanup job deletes it: 24 hours, in ms. */
export const IMPORT_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * A row's match status: `pending` (not looked up yet), `matched` (the ISBN was found, or title and author
 * match above the search threshold), `check` (the title matched but not the author, or several editions
 * fit), `not_found`, or `already_listed` (the member lists this book already: same ISBN-13 or the same
 * normalised title and author).
 */
export const IMPORT_ROW_STATUSES = ['pending', 'matched', 'check', 'not_found', 'already_listed'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** Why a row's ISBN was not used: a wrong check digit (never silently fixed) or not an ISBN at all. */
export const ISBN_PROBLEMS = ['bad_check_digit', 'not_an_isbn'] as const;
export type IsbnProblem = (typeof ISBN_PROBLEMS)[number];
