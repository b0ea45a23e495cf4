/**
 * Uploading a library file (ADR 0051): the file is parsed (`parseImport`), stored as an import kept
 * IMPORT_KEEP_MS with one row per line of the file, and the rows the member already lists are marked
 * `already_listed` at once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ImportView } from '@/contract/imports';
import { IMPORT_KEEP_MS } from '@/domain/imports';
import { readImportRow, sameBookKey } from '@/domain/imports-formats';
import type { Db } from '../../db/client';
import { books, importRows, imports } from '../../db/schema';
import type { DbOrTx } from '../books';
import { parseImport } from './parse';
import { toImportView } from './view';

/** Rows inserted per statement. */
const INSERT_BATCH = 500;

/** What the member already lists: their listed books' ISBN-13s and title + author keys (`sameBookKey`). */
export interface ListedKeys {
  isbn13s: Set<string>;
  titles: Set<string>;
}

/** The ISBN-13s and title + author keys of the books `userId` lists now (status `listed`). */
export async function listedKeysOf(db: DbOrTx, userId: number): Promise<ListedKeys> {
  const rows = await db
    .select({ isbn13: books.isbn13, title: books.title, author: books.author })
    .from(books)
    .where(and(eq(books.ownerId, userId), eq(books.status, 'listed')));
  return {
    isbn13s: new Set(rows.map((r) => r.isbn13).filter((i): i is string => Boolean(i))),
    titles: new Set(rows.map((r) => sameBookKey(r.title, r.author))),
  };
}

/** True when a book of this ISBN-13 or this title and author is among `listed` (ADR 0051). */
export function isListed(listed: ListedKeys, book: { isbn13: string | null; title: string; author: string }) {
  if (book.isbn13 && listed.isbn13s.has(book.isbn13)) return true;
  return book.title !== '' && listed.titles.has(sameBookKey(book.title, book.author));
}

/**
 * POST /api/imports: stores `bytes` (the uploaded file named `fileName`) as an import of `userId` kept
 * IMPORT_KEEP_MS (24 h) from `now`, its rows `pending` or `already_listed`. Refusals as `parseImport`
 * (413 too large, 400 too many rows, unreadable or empty). Answers the import as `importView`.
 */
export async function createImport(
  db: Db,
  userId: number,
  fileName: string,
  bytes: Buffer,
  now: Date,
): Promise<ImportView> {
  const parsed = parseImport(bytes);
  const listed = await listedKeysOf(db, userId);
  const id = randomUUID();
  const values = parsed.rows.map((cells, i) => {
    const row = readImportRow(parsed.format, cells);
    const status = isListed(listed, row) ? ('already_listed' as const) : ('pending' as const);
    return { importId: id, rowNo: i + 1, cells, ...row, status };
  });
  const imp = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(imports)
      .values({
        id,
        userId,
        format: parsed.format,
        fileName: fileName.slice(0, 255),
        header: parsed.header,
        rowCount: values.length,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IMPORT_KEEP_MS),
      })
      .returning();
    for (let i = 0; i < values.length; i += INSERT_BATCH)
      await tx.insert(importRows).values(values.slice(i, i + INSERT_BATCH));
    return created!;
  });
  return toImportView(db, imp);
}
