/**
 * Wishlist feature (spec 000 §2, §4 "Wishlist toggle"; 001 §2.17): the toggle other features embed on
 * cards, Book Details and recommendations. The /my-wishlist page is loaded lazily by routes.tsx.
 */
export { WishlistToggle, type WishlistToggleProps } from './components/wishlist-toggle';
