/**
 * Wishlist rules shared by server and client (spec 001 §2.17, §3 "Wishlist priority"; 002 §3 "Wishlist
 * item", §9; docs/decisions/0024-wishlist.md): priorities 1 High, 2 Medium, 3 Low; any other stored or
 * received value is shown as Medium. The API accepts only 1–3; notes are at most 500 characters.
 */

/** Priority numbers the API accepts, most urgent first. */
export const WISHLIST_PRIORITIES = [1, 2, 3] as const;
export type WishlistPriority = (typeof WISHLIST_PRIORITIES)[number];

/** Priority given when adding without one (spec 000 §9 "Wishlist priority sent as 1 on add"). */
export const DEFAULT_WISHLIST_PRIORITY: WishlistPriority = 1;
/** The middle priority, which any unknown value is treated as (spec 001 §3). */
export const MEDIUM_PRIORITY: WishlistPriority = 2;
/** The priority the 'High Priority' counter counts. */
export const HIGH_PRIORITY: WishlistPriority = 1;

/** Longest notes text a member may keep on a wishlist item (ADR 0024). */
export const WISHLIST_NOTES_MAX = 500;

const LABELS: Record<WishlistPriority, 'High' | 'Medium' | 'Low'> = { 1: 'High', 2: 'Medium', 3: 'Low' };

/** `value` when it is 1, 2 or 3; otherwise Medium (2), as spec 001 §3 says for any other value. */
export function normalisePriority(value: unknown): WishlistPriority {
  return (WISHLIST_PRIORITIES as readonly unknown[]).includes(value)
    ? (value as WishlistPriority)
    : MEDIUM_PRIORITY;
}

/** The priority's label: 'High', 'Medium' or 'Low' (any unknown value reads 'Medium'). */
export function priorityLabel(value: unknown): 'High' | 'Medium' | 'Low' {
  return LABELS[normalisePriority(value)];
}

/** Counters of the wishlist page (spec 001 §2.17): total items, items available now, High items. */
export function wishlistCounts(items: readonly { priority: number; book: { isAvailable: boolean } }[]): {
  total: number;
  available: number;
  high: number;
} {
  return {
    total: items.length,
    available: items.filter((i) => i.book.isAvailable).length,
    high: items.filter((i) => normalisePriority(i.priority) === HIGH_PRIORITY).length,
  };
}
