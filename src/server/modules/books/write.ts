/**
 * Adding, editing and deleting books (spec 000 §5 "Add book", §7 "Book creation"; 001 §4.6, §6, §8),
 * and the Brocks credit for listing one (spec 002 §3). Money is rupees at the contract, paise here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type Book, type CreateBookInput, type UpdateBookInput } from '@/contract/books';
import { cleanIsbn, toIsbn13 } from '@/domain/books';
import { rupeesToPaise } from '@/domain/money';
import type { Db } from '../../db/client';
import { bookHubs, books, type NewBookRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { memberHubIds } from '../membership';
import { assertNotRestricted } from '../restrictions';
import { grantUploadMilestones, postBrocks } from '../brocks';
import { grantReferralMilestones } from '../admin';
import { getBrocksSettings } from '../settings';
import { awardDueBadges } from '../rewards';
import { findBook, type DbOrTx } from './read';

/**
 * The hubs to list a book of `ownerId` in: `requested` (each must be one the owner has joined, 400
 * otherwise) or all of them. 400 'You need to join a society before adding books.' without hubs.
 */
async function listingHubs(db: DbOrTx, ownerId: number, requested: number[] | undefined): Promise<number[]> {
  const mine = await memberHubIds(db, ownerId);
  if (mine.length === 0) throw localizedError(400, 'books:noHub');
  if (!requested) return mine;
  const joined = new Set(mine);
  if (requested.some((id) => !joined.has(id))) throw localizedError(400, 'books:hubsNotJoined');
  return [...new Set(requested)];
}

/** Column values of the add/edit fields present in `input` (money → paise, ISBN → cleaned + ISBN-13). */
function bookColumns(input: UpdateBookInput): Partial<NewBookRow> {
  const out: Partial<NewBookRow> = {};
  if (input.title !== undefined) out.title = input.title;
  if (input.author !== undefined) out.author = input.author;
  if (input.isbn !== undefined) {
    out.isbn = cleanIsbn(input.isbn);
    // the contract accepts valid ISBNs only, so toIsbn13 never answers null here
    out.isbn13 = toIsbn13(input.isbn) ?? out.isbn;
  }
  if (input.genre !== undefined) out.genre = input.genre;
  if (input.description !== undefined) out.description = input.description;
  if (input.imageUrl !== undefined) out.imageUrl = input.imageUrl;
  if (input.coverImageUrl !== undefined) out.coverImageUrl = input.coverImageUrl;
  if (input.condition !== undefined) out.condition = input.condition;
  if (input.dailyFee !== undefined) out.dailyFeePaise = rupeesToPaise(input.dailyFee);
  if (input.sellingPrice !== undefined) {
    // an entered 0 means "not for sale" (the Buy option exists only for a positive price, spec 000 §5)
    out.sellingPricePaise =
      input.sellingPrice === null || input.sellingPrice === 0 ? null : rupeesToPaise(input.sellingPrice);
  }
  return out;
}

/**
 * POST /api/books (spec 000 §5, §7): lists a new book of `ownerId` in `input.societyIds` or all of the
 * owner's hubs, and credits the owner's Brocks for listing it (`creditBookUpload`) and their referrer's
 * milestones (`grantReferralMilestones`), in one transaction.
 * 400 'You need to join a society before adding books.' without hubs.
 */
export async function createBook(db: Db, ownerId: number, input: CreateBookInput, now: Date): Promise<Book> {
  const hubIds = await listingHubs(db, ownerId, input.societyIds);
  const bookId = await db.transaction((tx) => insertListedBook(tx, ownerId, input, hubIds, now));
  return (await findBook(db, bookId, ownerId))!;
}

/**
 * Inserts one book of `ownerId` listed in `hubIds` and credits its upload (`creditBookUpload`) and the
 * referrer's milestones, in the caller's transaction: the one path of `POST /api/books` and of
 * `POST /api/books/bulk-add` (ADR 0031). Answers the new book's id.
 */
export async function insertListedBook(
  tx: DbOrTx,
  ownerId: number,
  input: CreateBookInput,
  hubIds: number[],
  now: Date,
): Promise<number> {
  await assertNotRestricted(tx, ownerId, now);
  const [row] = await tx
    .insert(books)
    .values({ ...(bookColumns(input) as NewBookRow), ownerId, createdAt: now, updatedAt: now })
    .returning({ id: books.id });
  await tx.insert(bookHubs).values(hubIds.map((hubId) => ({ bookId: row.id, hubId })));
  await creditBookUpload(tx, ownerId, row.id, now);
  await grantReferralMilestones(tx, ownerId, now);
  return row.id;
}

/**
 * POST /api/books/bulk-add (spec 000 §7; ADR 0031): lists every book of `inputs` as `createBook` does,
 * all in one transaction (any refusal adds none). 403 'You need to join a society before adding books.'
 * for a member of no hub; a book naming a hub the owner has not joined refuses the whole request (400).
 * `afterInsert` runs in the same transaction with the new books' ids in the order of `inputs` (an import
 * records which row became which book, ADR 0051); what it throws undoes them all.
 * Answers how many books were added.
 */
export async function bulkAddBooks(
  db: Db,
  ownerId: number,
  inputs: CreateBookInput[],
  now: Date,
  afterInsert?: (tx: DbOrTx, bookIds: number[]) => Promise<void>,
): Promise<number> {
  if ((await memberHubIds(db, ownerId)).length === 0) throw localizedError(403, 'books:noHub');
  const hubs: number[][] = [];
  for (const input of inputs) hubs.push(await listingHubs(db, ownerId, input.societyIds));
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const [i, input] of inputs.entries())
      ids.push(await insertListedBook(tx, ownerId, input, hubs[i]!, now));
    await afterInsert?.(tx, ids);
  });
  return inputs.length;
}

/** The not-deleted book `bookId` when `userId` owns it: 404 when absent or deleted, 403 for others. */
async function ownBook(db: DbOrTx, userId: number, bookId: number) {
  const [row] = await db
    .select({ id: books.id, ownerId: books.ownerId, status: books.status, isAvailable: books.isAvailable })
    .from(books)
    .where(eq(books.id, bookId))
    .limit(1);
  if (!row || row.status === 'deleted') throw localizedError(404, 'books:notFound');
  if (row.ownerId !== userId) throw localizedError(403, 'books:notOwner');
  return row;
}

/**
 * PATCH /api/books/{id} (spec 000 §7): the owner edits the fields given; `societyIds` replaces the
 * hubs the book is listed in. One transaction. 404 unknown/deleted, 403 not the owner, 400 as for add.
 */
export async function updateBook(
  db: Db,
  userId: number,
  bookId: number,
  input: UpdateBookInput,
  now: Date,
): Promise<Book> {
  await ownBook(db, userId, bookId);
  const hubIds = input.societyIds ? await listingHubs(db, userId, input.societyIds) : null;
  await db.transaction(async (tx) => {
    await tx
      .update(books)
      .set({ ...bookColumns(input), updatedAt: now })
      .where(eq(books.id, bookId));
    if (hubIds) {
      await tx.delete(bookHubs).where(eq(bookHubs.bookId, bookId));
      await tx.insert(bookHubs).values(hubIds.map((hubId) => ({ bookId, hubId })));
    }
  });
  return (await findBook(db, bookId, userId))!;
}

/**
 * DELETE /api/books/{id} (spec 001 §4.6, §6, §8): the owner soft-deletes the book (status `deleted`).
 * Refused with 409 'Failed to delete book. It may be currently borrowed.' while it is lent out
 * (`isAvailable` false); the check and the update are one statement, so a borrow cannot slip between.
 * The route answers `books:deleted` in the caller's language.
 */
export async function deleteBook(db: DbOrTx, userId: number, bookId: number, now: Date): Promise<void> {
  const book = await ownBook(db, userId, bookId);
  const deleted = await db
    .update(books)
    .set({ status: 'deleted', updatedAt: now })
    .where(
      and(
        eq(books.id, bookId),
        eq(books.ownerId, userId),
        sql`(${books.status} = 'sold' or (${books.status} = 'listed' and ${books.isAvailable}))`,
      ),
    )
    .returning({ id: books.id });
  if (deleted.length === 0) {
    if (book.status === 'listed') throw localizedError(409, 'books:deleteFailed');
    throw localizedError(404, 'books:notFound');
  }
}

/**
 * Credits `credits_per_book_upload` Brocks (spec 002 §3; default 1, spec 000 §9) to `ownerId` for listing
 * `bookId`, once per book (ledger reference `book:<id>`), the upload milestones the owner's listed books
 * reach (10, 20, 30: commission-free days, ADR 0028) and the upload badges now reached (`awardDueBadges`,
 * ADR 0029). Call it in the transaction that inserts the book. No Brocks are posted when the setting is 0.
 */
export async function creditBookUpload(tx: DbOrTx, ownerId: number, bookId: number, at: Date): Promise<void> {
  await grantUploadMilestones(tx, ownerId, at);
  const { creditsPerBookUpload } = await getBrocksSettings(tx);
  if (creditsPerBookUpload > 0)
    await postBrocks(tx, {
      userId: ownerId,
      delta: creditsPerBookUpload,
      reason: 'book_upload',
      reference: `book:${bookId}`,
      at,
    });
  // Upload badges at 10, 20 and 30 books listed (ADR 0029).
  await awardDueBadges(tx, ownerId, at);
}
