/**
 * Wishlist items (spec 001 §2.17; 002 §3 "Wishlist item"; docs/decisions/0024-wishlist.md): one row per
 * member and book (unique), priority 1 High, 2 Medium, 3 Low (CHECK), optional notes of at most 500
 * characters. Rows go with their member or book.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { identityId, requiredRef } from './columns';
import { books } from './books';
import { users } from './users';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    bookId: requiredRef('book_id', () => books.id, 'cascade'),
    /** 1 High, 2 Medium, 3 Low */
    priority: integer('priority').notNull().default(1),
    notes: text('notes'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('wishlist_items_user_book_unique').on(t.userId, t.bookId),
    index('wishlist_items_book_idx').on(t.bookId),
    check('wishlist_items_priority_range', sql`${t.priority} BETWEEN 1 AND 3`),
    check('wishlist_items_notes_length', sql`${t.notes} IS NULL OR char_length(${t.notes}) <= 500`),
  ],
);
