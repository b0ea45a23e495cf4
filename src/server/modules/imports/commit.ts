/**
 * Listing an import's ticked rows (ADR 0051): through bulk add's one path (`bulkAddBooks`, which lists each
 * book with `insertListedBook` and credits its upload and milestones) in chunks of IMPORT_COMMIT_CHUNK, each
 * all or none. A chunk that fails keeps the earlier ones, reports its rows with the reason and stores the
 * reason on them; the rows of a chunk that succeeds get their new book's id in the same transaction.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CreateBookInput } from '@/contract/books';
import type { ImportCommitResponse } from '@/contract/imports';
import { IMPORT_COMMIT_CHUNK } from '@/domain/imports';
import { TO_READ_SHELF } from '@/domain/imports-formats';
import type { Language } from '@/domain/languages';
import type { Db } from '../../db/client';
import { importRows, type ImportRowRow } from '../../db/schema';
import { t } from '../../i18n/t';
import { HttpError, localizedError } from '../../lib/http-error';
import { bulkAddBooks, type DbOrTx } from '../books';
import { memberHubIds } from '../membership';
import { countsOf, ownImport, rowsOf } from './view';

/** One row to list: its number in the file and its book as the member edited it. */
export interface CommitRow {
  rowNo: number;
  book: CreateBookInput;
}

/** What a commit needs: the database, the time, and the caller's language with a logger for failures. */
export interface CommitDeps {
  db: Db;
  now: Date;
  /** the caller's language, for the reasons stored on failed rows */
  lng: Language;
  log?: { error(obj: object, msg: string): void };
}

/**
 * Refuses rows that cannot be listed, before anything is added: 400 for a row not in the import
 * (`imports:unknownRow`), sent twice (`imports:duplicateRow`) or on the to-read shelf (`imports:toRead`,
 * never offered); 409 for a row already listed from this import (`imports:alreadyAdded`).
 */
function checkRows(stored: readonly ImportRowRow[], rows: readonly CommitRow[]): void {
  const byNo = new Map(stored.map((r) => [r.rowNo, r]));
  const seen = new Set<number>();
  for (const { rowNo } of rows) {
    const row = byNo.get(rowNo);
    const vars = { vars: { rowNo } };
    if (!row) throw localizedError(400, 'imports:unknownRow', vars);
    if (seen.has(rowNo)) throw localizedError(400, 'imports:duplicateRow', vars);
    if (row.shelf === TO_READ_SHELF) throw localizedError(400, 'imports:toRead', vars);
    if (row.bookId !== null) throw localizedError(409, 'imports:alreadyAdded', vars);
    seen.add(rowNo);
  }
}

/** The reason a chunk failed, in `lng`: an HttpError's message, otherwise the common failure text. */
function reasonOf(err: unknown, deps: CommitDeps): string {
  if (err instanceof HttpError)
    return err.localized ? t(err.localized.key, err.localized.vars, deps.lng) : err.message;
  deps.log?.error({ err }, 'import chunk failed');
  return t('common:failed', {}, deps.lng);
}

/**
 * Records in the chunk's transaction which row became which book; 409 (undoing the chunk) when a row was
 * listed meanwhile by another commit of the same import.
 */
async function markListed(tx: DbOrTx, importId: string, chunk: readonly CommitRow[], bookIds: number[]) {
  for (const [i, { rowNo }] of chunk.entries()) {
    const updated = await tx
      .update(importRows)
      .set({ bookId: bookIds[i]!, error: null })
      .where(and(eq(importRows.importId, importId), eq(importRows.rowNo, rowNo), isNull(importRows.bookId)))
      .returning({ rowNo: importRows.rowNo });
    if (updated.length === 0) throw localizedError(409, 'imports:alreadyAdded', { vars: { rowNo } });
  }
}

/**
 * POST /api/imports/{id}/commit: lists `rows` of the uploader's import through bulk add in chunks of 50,
 * each all or none (ADR 0051); every book credits its upload as bulk add does. Answers how many were
 * added and the failed chunks' rows with the reason. 404 for anyone but the uploader; 403 'You need to
 * join a society before adding books.' for a member of no hub; 400/409 as `checkRows`.
 */
export async function commitImport(
  deps: CommitDeps,
  userId: number,
  id: string,
  rows: readonly CommitRow[],
): Promise<ImportCommitResponse> {
  const { db, now } = deps;
  const imp = await ownImport(db, userId, id, now);
  checkRows(await rowsOf(db, imp.id), rows);
  if ((await memberHubIds(db, userId)).length === 0) throw localizedError(403, 'books:noHub');
  let addedCount = 0;
  const failed: ImportCommitResponse['failed'] = [];
  for (let i = 0; i < rows.length; i += IMPORT_COMMIT_CHUNK) {
    const chunk = rows.slice(i, i + IMPORT_COMMIT_CHUNK);
    const inputs = chunk.map((r) => r.book);
    try {
      addedCount += await bulkAddBooks(db, userId, inputs, now, (tx, ids) =>
        markListed(tx, imp.id, chunk, ids),
      );
    } catch (err) {
      const message = reasonOf(err, deps);
      const rowNos = chunk.map((r) => r.rowNo);
      await db
        .update(importRows)
        .set({ error: message })
        .where(and(eq(importRows.importId, imp.id), inArray(importRows.rowNo, rowNos)));
      failed.push(...rowNos.map((rowNo) => ({ rowNo, message })));
    }
  }
  return { addedCount, failed, counts: await countsOf(db, imp.id) };
}
