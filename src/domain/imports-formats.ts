/**
 * Reading an imported library file (ADR 0051): which format a header row is, how an ISBN cell reads
 * (Goodreads' `="…"` cells, ISBN-10 → ISBN-13, a wrong check digit marked and never fixed), what one row
 * says (title, author, ISBN-13, shelf) and the owned-rows rule. Pure: the server parses the file with
 * papaparse and hands the cells here.
 */
import { cleanIsbn, toIsbn13 } from './books';
import type { ImportFormat, IsbnProblem } from './imports';
import { normaliseTitle } from './title-match';

/** The columns a header must hold to be each export (ADR 0051), by their published names. */
export const FORMAT_COLUMNS = {
  goodreads: ['Title', 'Author', 'ISBN', 'ISBN13', 'Exclusive Shelf', 'Owned Copies'],
  storygraph: ['Title', 'Authors', 'ISBN/UID', 'Read Status', 'Owned?'],
  librarything: ['Title', 'Primary Author', 'ISBNs'],
} as const satisfies Record<Exclude<ImportFormat, 'isbn_list'>, readonly string[]>;

/** The shelf that is never offered as a listing (Goodreads' and The StoryGraph's "want to read"). */
export const TO_READ_SHELF = 'to-read';

/**
 * The export whose columns `header` holds (names trimmed, a BOM ignored), or null when it is none of
 * Goodreads, The StoryGraph or LibraryThing (the file may still be a list of ISBNs: `isIsbnList`).
 */
export function recogniseHeader(header: readonly string[]): Exclude<ImportFormat, 'isbn_list'> | null {
  const names = new Set(header.map((h) => h.replace(/^\uFEFF/, '').trim()));
  const formats = Object.keys(FORMAT_COLUMNS) as (keyof typeof FORMAT_COLUMNS)[];
  return formats.find((f) => FORMAT_COLUMNS[f].every((c) => names.has(c))) ?? null;
}

/** A cell's text: Goodreads' formula-quoted `="9781250313195"` unwrapped, spaces trimmed. */
export function cleanCell(cell: string | undefined): string {
  const s = (cell ?? '').trim();
  const formula = /^="(.*)"$/s.exec(s);
  return (formula ? formula[1]! : s).trim();
}

/** What an ISBN cell says: the ISBN-13 when valid, else why not (null problem for an empty cell). */
export interface IsbnReading {
  isbn13: string | null;
  problem: IsbnProblem | null;
}

/** True when `s` (cleaned) has the shape of an ISBN-10 or a 978/979 ISBN-13, whatever its check digit. */
function isbnShaped(s: string): boolean {
  return /^\d{9}[\dX]$/.test(s) || /^97[89]\d{10}$/.test(s);
}

/**
 * Reads one ISBN cell (`="…"`, hyphens and spaces allowed): `{ isbn13 }` for a valid ISBN-10 or ISBN-13
 * (an ISBN-10 converted), `bad_check_digit` for the shape of an ISBN with a wrong check digit (never
 * corrected), `not_an_isbn` for anything else, and nothing for an empty cell (ADR 0051).
 */
export function readIsbn(cell: string | undefined): IsbnReading {
  const s = cleanIsbn(cleanCell(cell));
  if (s === '') return { isbn13: null, problem: null };
  const isbn13 = toIsbn13(s);
  if (isbn13) return { isbn13, problem: null };
  return { isbn13: null, problem: isbnShaped(s) ? 'bad_check_digit' : 'not_an_isbn' };
}

/**
 * The first usable ISBN of a comma-separated list (LibraryThing's `ISBNs`, `[…]` brackets allowed): the
 * first valid one, else the first entry's problem, else nothing.
 */
export function readIsbnList(cell: string | undefined): IsbnReading {
  const readings = cleanCell(cell)
    .replace(/[[\]]/g, '')
    .split(/[,;]/)
    .map((part) => readIsbn(part))
    .filter((r) => r.isbn13 || r.problem);
  return readings.find((r) => r.isbn13) ?? readings[0] ?? { isbn13: null, problem: null };
}

/** True when a line of a plain list is meant as an ISBN: digits, X, hyphens and spaces, 9+ digits. */
export function isIsbnLine(line: string): boolean {
  const s = line.trim();
  return /^[\dXx\s-]+$/.test(s) && (s.match(/\d/g)?.length ?? 0) >= 9;
}

/**
 * True when the non-blank `lines` are a list of ISBNs, one per line: at least one, and most of them
 * (over half) ISBN-shaped; the others are read as rows that are `not_an_isbn`.
 */
export function isIsbnList(lines: readonly string[]): boolean {
  const filled = lines.map((l) => l.replace(/^\uFEFF/, '').trim()).filter(Boolean);
  const isbns = filled.filter(isIsbnLine).length;
  return isbns > 0 && isbns * 2 > filled.length;
}

/** LibraryThing's "Surname, Given" as "Given Surname"; any other name as it is. */
export function givenNameFirst(name: string): string {
  const m = /^([^,]+),\s*(.+)$/.exec(name.trim());
  return m ? `${m[2]!.trim()} ${m[1]!.trim()}` : name.trim();
}

/** What one row of a file says, before matching. */
export interface ImportRowReading {
  title: string;
  author: string;
  isbn13: string | null;
  isbnProblem: IsbnProblem | null;
  /** the shelf or reading status, lower-cased ('' when the format has none) */
  shelf: string;
  /** the owned-rows rule (`isOwnedRow`) */
  owned: boolean;
}

/** Cells of one row by column name. */
export type RowCells = Readonly<Record<string, string | undefined>>;

/**
 * The owned-rows rule (ADR 0051): Goodreads `Owned Copies` > 0 or shelf `read`/`currently-reading`;
 * The StoryGraph `Owned?` yes or status `read`; every LibraryThing and ISBN-list row. A `to-read` row is
 * never owned (it is never offered as a listing).
 */
export function isOwnedRow(format: ImportFormat, shelf: string, cells: RowCells): boolean {
  if (shelf === TO_READ_SHELF) return false;
  if (format === 'goodreads')
    return Number(cleanCell(cells['Owned Copies'])) > 0 || ['read', 'currently-reading'].includes(shelf);
  if (format === 'storygraph') return /^y(es)?$/i.test(cleanCell(cells['Owned?'])) || shelf === 'read';
  return true;
}

function reading(format: ImportFormat, cells: RowCells, fields: Omit<ImportRowReading, 'owned'>) {
  return { ...fields, owned: isOwnedRow(format, fields.shelf, cells) };
}

/**
 * What a row of `format` says (ADR 0051): Goodreads reads `ISBN13`, else `ISBN`; The StoryGraph
 * `ISBN/UID`; LibraryThing the first valid of `ISBNs` and its author as "Given Surname"; a list of
 * ISBNs its one cell `isbn`.
 */
export function readImportRow(format: ImportFormat, cells: RowCells): ImportRowReading {
  const cell = (name: string) => cleanCell(cells[name]);
  switch (format) {
    case 'goodreads': {
      const isbn = cell('ISBN13') ? readIsbn(cells.ISBN13) : readIsbn(cells.ISBN);
      const shelf = cell('Exclusive Shelf').toLowerCase();
      const fields = { title: cell('Title'), author: cell('Author'), shelf };
      return reading(format, cells, { ...fields, isbn13: isbn.isbn13, isbnProblem: isbn.problem });
    }
    case 'storygraph': {
      const isbn = readIsbn(cells['ISBN/UID']);
      const fields = {
        title: cell('Title'),
        author: cell('Authors'),
        shelf: cell('Read Status').toLowerCase(),
      };
      return reading(format, cells, { ...fields, isbn13: isbn.isbn13, isbnProblem: isbn.problem });
    }
    case 'librarything': {
      const isbn = readIsbnList(cells.ISBNs);
      const fields = { title: cell('Title'), author: givenNameFirst(cell('Primary Author')), shelf: '' };
      return reading(format, cells, { ...fields, isbn13: isbn.isbn13, isbnProblem: isbn.problem });
    }
    case 'isbn_list': {
      const isbn = readIsbn(cells.isbn);
      const problem = isbn.problem ?? (isbn.isbn13 ? null : 'not_an_isbn');
      return { title: '', author: '', isbn13: isbn.isbn13, isbnProblem: problem, shelf: '', owned: true };
    }
  }
}

/**
 * The key two books share when they are the same by title and author (ADR 0051 "already listed"): the
 * normalised word sets of each (case, accents, punctuation and word order ignored).
 */
export function sameBookKey(title: string, author: string): string {
  return `${normaliseTitle(title)}|${normaliseTitle(author)}`;
}
