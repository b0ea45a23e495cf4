/**
 * The rows of an import that were not listed (left out or failed), as a file in the upload's own format
 * (ADR 0051): the original header and cells written back with papaparse (tab-separated for LibraryThing),
 * or one ISBN a line for a list of ISBNs, so the member can fix them and import the file again.
 */
import Papa from 'papaparse';
import type { Db } from '../../db/client';
import { ISBN_LIST_CELL } from './parse';
import { ownImport, rowsOf } from './view';

/** A file to download: its bytes as text, content type and name. */
export interface LeftoversFile {
  body: string;
  contentType: string;
  fileName: string;
}

/** `name` without its extension, safe in a content-disposition header. */
function baseName(name: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'import';
}

/**
 * GET /api/imports/{id}/leftovers.csv: the uploader's rows without a listed book, in file order, in the
 * upload's format (`text/csv`, `text/tab-separated-values` for LibraryThing, `text/plain` for a list of
 * ISBNs). 404 for anyone but the uploader.
 */
export async function importLeftovers(db: Db, userId: number, id: string, now: Date): Promise<LeftoversFile> {
  const imp = await ownImport(db, userId, id, now);
  const rows = (await rowsOf(db, imp.id)).filter((r) => r.bookId === null);
  const name = `${baseName(imp.fileName)}-leftovers`;
  if (imp.format === 'isbn_list') {
    const body = rows.map((r) => r.cells[ISBN_LIST_CELL] ?? '').join('\r\n');
    return {
      body: body ? `${body}\r\n` : '',
      contentType: 'text/plain; charset=utf-8',
      fileName: `${name}.txt`,
    };
  }
  const tabs = imp.format === 'librarything';
  const body = Papa.unparse(
    { fields: imp.header, data: rows.map((r) => imp.header.map((h) => r.cells[h] ?? '')) },
    { delimiter: tabs ? '\t' : ',', newline: '\r\n' },
  );
  return {
    body: `${body}\r\n`,
    contentType: `${tabs ? 'text/tab-separated-values' : 'text/csv'}; charset=utf-8`,
    fileName: `${name}.${tabs ? 'tsv' : 'csv'}`,
  };
}
