/**
 * An import as its uploader sees it (ADR 0051): the access rule (the uploader's alone, until it expires),
 * the rows as `importRowView` and the counts per status.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { ImportCounts, ImportMatch, ImportRowView, ImportView } from '@/contract/imports';
import type { ImportFormat, ImportRowStatus, IsbnProblem } from '@/domain/imports';
import type { Db } from '../../db/client';
import { importRows, imports, type ImportRow, type ImportRowRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import type { DbOrTx } from '../books';

/** What `import_rows.match` holds (as the schema says): the best match, and the other editions that fit as `candidates`. */
export type StoredMatch = ImportMatch & { candidates: ImportMatch[] };

/** The stored form of a best match and its alternatives. */
export const storedMatch = (best: ImportMatch, candidates: ImportMatch[] = []): StoredMatch => ({
  ...best,
  candidates,
});

/**
 * The import `id` when `userId` uploaded it and it has not expired at `now`; otherwise 404
 * 'Import not found' (`imports:notFound`), so another member cannot tell it exists.
 */
export async function ownImport(db: DbOrTx, userId: number, id: string, now: Date): Promise<ImportRow> {
  const [row] = await db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId), gt(imports.expiresAt, now)))
    .limit(1);
  if (!row) throw localizedError(404, 'imports:notFound');
  return row;
}

/** The rows of import `importId` in file order. */
export function rowsOf(db: DbOrTx, importId: string): Promise<ImportRowRow[]> {
  return db.select().from(importRows).where(eq(importRows.importId, importId)).orderBy(asc(importRows.rowNo));
}

/** One stored row as the contract's `importRowView`. */
export function toRowView(row: ImportRowRow): ImportRowView {
  const { candidates = [], ...best } = (row.match ?? {}) as Partial<StoredMatch>;
  return {
    rowNo: row.rowNo,
    title: row.title,
    author: row.author,
    isbn13: row.isbn13,
    isbnProblem: row.isbnProblem as IsbnProblem | null,
    shelf: row.shelf,
    owned: row.owned,
    status: row.status as ImportRowStatus,
    match: row.match ? (best as ImportMatch) : null,
    alternatives: candidates,
    bookId: row.bookId,
    error: row.error,
  };
}

/** How many of `rows` have each status, are owned, and were listed. */
export function countRows(rows: readonly ImportRowRow[]): ImportCounts {
  const has = (status: ImportRowStatus) => rows.filter((r) => r.status === status).length;
  return {
    total: rows.length,
    owned: rows.filter((r) => r.owned).length,
    pending: has('pending'),
    matched: has('matched'),
    check: has('check'),
    notFound: has('not_found'),
    alreadyListed: has('already_listed'),
    listed: rows.filter((r) => r.bookId !== null).length,
  };
}

/** The counts of import `importId` now. */
export async function countsOf(db: DbOrTx, importId: string): Promise<ImportCounts> {
  return countRows(await rowsOf(db, importId));
}

/** `imp` with all its rows and counts, as `importView`. */
export async function toImportView(db: DbOrTx, imp: ImportRow): Promise<ImportView> {
  const rows = await rowsOf(db, imp.id);
  return {
    id: imp.id,
    format: imp.format as ImportFormat,
    fileName: imp.fileName,
    counts: countRows(rows),
    createdAt: imp.createdAt.toISOString(),
    expiresAt: imp.expiresAt.toISOString(),
    rows: rows.map(toRowView),
  };
}

/**
 * GET /api/imports/{id}: the uploader's import with its rows and counts (ADR 0051). 404 for anyone else
 * or once expired.
 */
export async function getImport(db: Db, userId: number, id: string, now: Date): Promise<ImportView> {
  return toImportView(db, await ownImport(db, userId, id, now));
}
