/**
 * The member's wishlist (spec 000 §7 "Wishlist, alerts, reviews"; 001 §2.17, §7; 002 §3 "Wishlist item";
 * docs/decisions/0024-wishlist.md). One row per member and book (unique in the database, so a duplicate
 * add — even two at once — answers 409). Only a book listed in one of the member's hubs may be added
 * (`findBookInHubsOf`), else 404 'Book not found'. The list shows every wishlisted book that is not
 * deleted, newest first; a book is `isAvailable` while listed and not lent. Fees are rupees per day.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { type UpdateWishlistInput, type WishlistCheck, type WishlistItem } from '@/contract/wishlist';
import { paiseToRupees } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import { books, wishlistItems } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { findBookInHubsOf } from '../books';

type DbOrTx = Db | Tx;

const itemColumns = {
  id: wishlistItems.id,
  priority: wishlistItems.priority,
  addedAt: wishlistItems.addedAt,
  notes: wishlistItems.notes,
  bookId: books.id,
  title: books.title,
  author: books.author,
  genre: books.genre,
  isAvailable: sql<boolean>`(${books.isAvailable} and ${books.status} = 'listed')`,
  dailyFeePaise: books.dailyFeePaise,
};

type ItemRow = {
  id: number;
  priority: number;
  addedAt: Date;
  notes: string | null;
  bookId: number;
  title: string;
  author: string;
  genre: string;
  isAvailable: boolean;
  dailyFeePaise: number;
};

function toItem(r: ItemRow): WishlistItem {
  return {
    id: r.id,
    priority: r.priority,
    addedAt: r.addedAt.toISOString(),
    notes: r.notes,
    book: {
      id: r.bookId,
      title: r.title,
      author: r.author,
      genre: r.genre,
      isAvailable: Boolean(r.isAvailable),
      dailyFee: paiseToRupees(r.dailyFeePaise),
    },
  };
}

/** The member's items whose book is not deleted, optionally narrowed to one book. */
async function readItems(db: DbOrTx, userId: number, bookId?: number): Promise<WishlistItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(wishlistItems)
    .innerJoin(books, eq(books.id, wishlistItems.bookId))
    .where(
      and(
        eq(wishlistItems.userId, userId),
        ne(books.status, 'deleted'),
        bookId === undefined ? undefined : eq(wishlistItems.bookId, bookId),
      ),
    )
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  return rows.map(toItem);
}

/** GET /api/wishlist: the member's wishlist, newest first. */
export function listWishlist(db: DbOrTx, userId: number): Promise<WishlistItem[]> {
  return readItems(db, userId);
}

/** GET /api/wishlist/check/{bookId}: whether the member has the (not deleted) book on their wishlist. */
export async function checkWishlist(db: DbOrTx, userId: number, bookId: number): Promise<WishlistCheck> {
  const [item] = await readItems(db, userId, bookId);
  return { isWishlisted: item !== undefined };
}

/**
 * POST /api/wishlist: adds the book with `priority` (1–3, checked by the contract; 1 when not given). 404 'Book not found' when the
 * book is unknown, deleted or not listed in one of the member's hubs; 409 when it is already there.
 */
export async function addToWishlist(
  db: Db,
  userId: number,
  bookId: number,
  priority: number,
  now: Date,
): Promise<WishlistItem> {
  const book = await findBookInHubsOf(db, bookId, userId);
  if (!book) throw localizedError(404, 'books:notFound');
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, bookId, priority, addedAt: now })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.bookId] })
    .returning({ id: wishlistItems.id });
  if (inserted.length === 0) throw localizedError(409, 'wishlist:duplicate');
  const [item] = await readItems(db, userId, bookId);
  return item;
}

/**
 * PATCH /api/wishlist/{bookId} (beyond the spec, ADR 0024): changes priority and/or notes (blank notes
 * clear them). 404 'This book is not in your wishlist' when there is no such item.
 */
export async function updateWishlistItem(
  db: Db,
  userId: number,
  bookId: number,
  input: UpdateWishlistInput,
): Promise<WishlistItem> {
  const changes: { priority?: number; notes?: string | null } = {};
  if (input.priority !== undefined) changes.priority = input.priority;
  if (input.notes !== undefined) changes.notes = input.notes;
  const updated = await db
    .update(wishlistItems)
    .set(changes)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)))
    .returning({ id: wishlistItems.id });
  const [item] = updated.length ? await readItems(db, userId, bookId) : [];
  if (!item) throw localizedError(404, 'wishlist:notInWishlist');
  return item;
}

/** DELETE /api/wishlist/{bookId}: removes the item; 404 'This book is not in your wishlist' when absent. */
export async function removeFromWishlist(db: DbOrTx, userId: number, bookId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.bookId, bookId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw localizedError(404, 'wishlist:notInWishlist');
}
