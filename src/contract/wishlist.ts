/**
 * Wishlist wire format and its words (spec 000 §2 "List card", §4 "Wishlist toggle", §7 "Wishlist,
 * alerts, reviews", §8, §9; 001 §2.17, §3, §7, §8 "Wishlist removal"; 002 §3 "Wishlist item";
 * docs/decisions/0024-wishlist.md). Routes: list, check, add (priority 1 unless given), change priority
 * and notes (beyond the spec), remove. Dates are ISO 8601 strings; the daily fee is in rupees.
 */
import { z } from 'zod';
import { DEFAULT_WISHLIST_PRIORITY, WISHLIST_NOTES_MAX } from '@/domain/wishlist';
import { defineRoute, messageBody } from './http';
import { validationMessage } from './messages';
import { wishlistPaths } from './paths';

/** Every user-facing text of the wishlist, word for word from the spec where it has them. */
export const WISHLIST_MESSAGES = {
  priority: validationMessage('wishlist.priority'),
  notesTooLong: validationMessage('wishlist.notesTooLong', { max: WISHLIST_NOTES_MAX }),
} as const;

const priority = z
  .number({ error: WISHLIST_MESSAGES.priority })
  .int(WISHLIST_MESSAGES.priority)
  .min(1, WISHLIST_MESSAGES.priority)
  .max(3, WISHLIST_MESSAGES.priority);

const notes = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : v),
  z.string().max(WISHLIST_NOTES_MAX, WISHLIST_MESSAGES.notesTooLong).nullable(),
);

export const wishlistItem = z.object({
  id: z.number().int(),
  /** 1 High, 2 Medium, 3 Low */
  priority: z.number().int(),
  addedAt: z.string(),
  notes: z.string().nullable(),
  book: z.object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    genre: z.string(),
    isAvailable: z.boolean(),
    /** rupees per day */
    dailyFee: z.number(),
  }),
});
export type WishlistItem = z.infer<typeof wishlistItem>;

export const bookIdParams = z.object({ bookId: z.coerce.number().int().positive() });

export const addWishlistBody = z.object({
  bookId: z.number().int().positive(),
  priority: priority.default(DEFAULT_WISHLIST_PRIORITY),
});
export type AddWishlistBody = z.input<typeof addWishlistBody>;

/** PATCH body (beyond the spec): either field or both; notes null or blank clears them. */
export const updateWishlistBody = z
  .object({ priority: priority.optional(), notes: notes.optional() })
  .refine((b) => b.priority !== undefined || b.notes !== undefined, {
    message: validationMessage('wishlist.nothingToChange'),
  });
export type UpdateWishlistBody = z.input<typeof updateWishlistBody>;
export type UpdateWishlistInput = z.output<typeof updateWishlistBody>;

export const wishlistCheck = z.object({ isWishlisted: z.boolean() });
export type WishlistCheck = z.infer<typeof wishlistCheck>;

export const wishlistRoutes = {
  list: defineRoute({ ...wishlistPaths.list, response: z.array(wishlistItem) }),
  check: defineRoute({ ...wishlistPaths.check, params: bookIdParams, response: wishlistCheck }),
  add: defineRoute({ ...wishlistPaths.add, body: addWishlistBody, response: wishlistItem }),
  update: defineRoute({
    ...wishlistPaths.update,
    params: bookIdParams,
    body: updateWishlistBody,
    response: wishlistItem,
  }),
  remove: defineRoute({ ...wishlistPaths.remove, params: bookIdParams, response: messageBody }),
} as const;
