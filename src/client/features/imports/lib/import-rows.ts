/**
 * Rows of the import review (ADR 0051): an imported row as the member edits it (the add-book fields as
 * typed, reusing the bulk add rules of `features/books`), which rows are offered, which are ticked by
 * default, the 'Apply to all' defaults and the commit body.
 */
import type { ImportCommitBody, ImportMatch, ImportRowView } from '@/contract/imports';
import type { ImportRowStatus, IsbnProblem } from '@/domain/imports';
import { bulkGenre } from '@/domain/books';
import { BULK_DEFAULTS, toBookBody, type BookFieldValues } from '@/client/features/books';

/** One row of the review: the add-book fields as typed, plus what the file and the matching said. */
export interface ImportBook extends BookFieldValues {
  /** 1-based row of the file after the header */
  rowNo: number;
  status: ImportRowStatus;
  isbnProblem: IsbnProblem | null;
  /** the catalogue books a `check` row may be (the best match, then the other editions), to pick from */
  candidates: ImportMatch[];
  /** the file says the member owns it */
  owned: boolean;
  /** lower-cased shelf or reading status of the file ('to-read' rows are never offered) */
  shelf: string;
  selected: boolean;
  /** the book listed from this row, once added */
  bookId: number | null;
}

/** The fields of a catalogue match, for a row (genre mapped to an add-book genre). */
export function matchFields(match: ImportMatch): Partial<BookFieldValues> {
  return {
    title: match.title,
    author: match.author,
    isbn: match.isbn13,
    genre: bulkGenre(match.genre),
    description: match.description ?? '',
    imageUrl: match.imageUrl ?? '',
  };
}

/**
 * Whether a row is ticked at first: owned, not already listed, with an ISBN to list it under (a row
 * without a valid ISBN needs one typed first), and not listed by an earlier commit.
 */
function ticked(row: ImportRowView, isbn: string): boolean {
  return row.owned && row.status !== 'already_listed' && isbn !== '' && row.bookId === null;
}

/** The books a `check` row may be: its best match and the other editions, each once. */
function candidatesOf(row: ImportRowView): ImportMatch[] {
  if (row.status !== 'check') return [];
  const all = row.match ? [row.match, ...row.alternatives] : row.alternatives;
  return all.filter((m, i) => all.findIndex((o) => o.isbn13 === m.isbn13) === i);
}

/**
 * An import row as a review row, with the bulk defaults (spec 000 §9). A matched row takes the match's
 * details; a `check` row keeps what the file says until the member picks one of its candidates (an
 * uncertain match is shown, never taken silently); other rows keep the file's title, author and ISBN.
 */
export function toImportBook(row: ImportRowView): ImportBook {
  const fields: BookFieldValues = {
    title: row.title,
    author: row.author,
    isbn: row.isbn13 ?? '',
    genre: BULK_DEFAULTS.genre,
    description: '',
    imageUrl: '',
    dailyFee: BULK_DEFAULTS.dailyFee,
    sellingPrice: '',
    condition: BULK_DEFAULTS.condition,
    ...(row.match && row.status !== 'check' ? matchFields(row.match) : {}),
  };
  return {
    ...fields,
    rowNo: row.rowNo,
    status: row.status,
    isbnProblem: row.isbnProblem,
    candidates: candidatesOf(row),
    owned: row.owned,
    shelf: row.shelf,
    selected: ticked(row, fields.isbn),
    bookId: row.bookId,
  };
}

/** A `to-read` row is never offered as a listing (ADR 0051). */
export const isOffered = (book: ImportBook) => book.shelf !== 'to-read';

/** The rows shown: offered ones that are owned, or every offered one with 'Show all rows'. */
export function visibleRows(books: ImportBook[], showAll: boolean): ImportBook[] {
  return books.filter((b) => isOffered(b) && (showAll || b.owned) && b.bookId === null);
}

/** The defaults 'Apply to all' sets on every shown row (rupees as typed; '' leaves a field as it is). */
export interface ImportDefaults {
  dailyFee: string;
  condition: string;
  sellingPrice: string;
}

export const INITIAL_DEFAULTS: ImportDefaults = {
  dailyFee: BULK_DEFAULTS.dailyFee,
  condition: BULK_DEFAULTS.condition,
  sellingPrice: '',
};

/** `books` with the defaults set on the rows whose numbers are in `rowNos` (selling price '' clears it). */
export function applyDefaults(
  books: ImportBook[],
  rowNos: ReadonlySet<number>,
  defaults: ImportDefaults,
): ImportBook[] {
  return books.map((b) =>
    rowNos.has(b.rowNo)
      ? {
          ...b,
          dailyFee: defaults.dailyFee || b.dailyFee,
          condition: defaults.condition || b.condition,
          sellingPrice: defaults.sellingPrice,
        }
      : b,
  );
}

/** The body of `POST /api/imports/{id}/commit`: each ticked row's number and its book as edited. */
export function commitBody(rows: ImportBook[]): ImportCommitBody {
  return {
    rows: rows.filter((b) => b.selected).map((b) => ({ rowNo: b.rowNo, book: toBookBody(b) })),
  };
}
