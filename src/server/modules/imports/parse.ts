/**
 * Reading an uploaded library file (ADR 0051): the size and row limits are checked before parsing, a binary
 * or unrecognised file is refused, and the file is parsed by papaparse (quoted fields, embedded newlines,
 * a BOM, CRLF; tabs for LibraryThing) into its header and its rows' cells by column.
 */
import Papa from 'papaparse';
import type { ImportFormat } from '@/domain/imports';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@/domain/imports';
import { isIsbnList, recogniseHeader } from '@/domain/imports-formats';
import { localizedError } from '../../lib/http-error';

/** A parsed file: its format, its header row (empty for a list of ISBNs) and each row's cells by column. */
export interface ParsedImport {
  format: ImportFormat;
  header: string[];
  rows: Record<string, string>[];
}

/** The one cell name of a row of a list of ISBNs. */
export const ISBN_LIST_CELL = 'isbn';

const unreadable = () => localizedError(400, 'imports:unreadable');

/** The file as text: 400 `imports:unreadable` for a binary file (a NUL byte, or not UTF-8). BOM removed. */
function decode(bytes: Buffer): string {
  if (bytes.includes(0)) throw unreadable();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw unreadable();
  }
}

/**
 * How many non-blank records `text` holds: lines ended outside double quotes (an embedded newline in a
 * quoted field does not end a record), counted without parsing.
 */
export function countRecords(text: string): number {
  let records = 0;
  let quoted = false;
  let filled = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (ch === '\n' && !quoted) {
      if (filled) records += 1;
      filled = false;
    } else if (ch.trim() !== '') filled = true;
  }
  return records + (filled ? 1 : 0);
}

function tooManyRows() {
  return localizedError(400, 'imports:tooManyRows', { vars: { max: MAX_IMPORT_ROWS } });
}

/** A list of ISBNs, one a line (blank lines and a first line naming the column, `ISBN`, skipped). */
function isbnList(text: string): ParsedImport | null {
  const lines = text.split(/\r?\n|\r/).filter((l) => l.trim() !== '');
  if (/^"?isbn[-\s]?(1[03])?"?$/i.test(lines[0]?.trim() ?? '')) lines.shift();
  if (!isIsbnList(lines)) return null;
  if (lines.length > MAX_IMPORT_ROWS) throw tooManyRows();
  return { format: 'isbn_list', header: [], rows: lines.map((l) => ({ [ISBN_LIST_CELL]: l.trim() })) };
}

/**
 * Parses an uploaded file (ADR 0051). 413 `imports:tooLarge` over MAX_IMPORT_BYTES and 400
 * `imports:tooManyRows` over MAX_IMPORT_ROWS rows (both before parsing); 400 `imports:unreadable`
 * ('We could not read this file. …') for a binary file or one that is neither an export of Goodreads,
 * The StoryGraph or LibraryThing nor a list of ISBNs; 400 `imports:empty` for a header with no rows.
 */
export function parseImport(bytes: Buffer): ParsedImport {
  if (bytes.length > MAX_IMPORT_BYTES)
    throw localizedError(413, 'imports:tooLarge', { vars: { mb: MAX_IMPORT_BYTES / 1024 / 1024 } });
  const text = decode(bytes);
  // the header plus MAX_IMPORT_ROWS rows at most
  if (countRecords(text) > MAX_IMPORT_ROWS + 1) throw tooManyRows();
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  const parsed = Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: 'greedy',
    preview: MAX_IMPORT_ROWS + 2,
  });
  const [header = [], ...records] = parsed.data;
  const format = recogniseHeader(header);
  if (!format) {
    const list = isbnList(text);
    if (list) return list;
    throw unreadable();
  }
  if (records.length > MAX_IMPORT_ROWS) throw tooManyRows();
  if (records.length === 0) throw localizedError(400, 'imports:empty');
  const names = header.map((h) => h.trim());
  const rows = records.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
  return { format, header: names, rows };
}
