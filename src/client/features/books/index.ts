/**
 * Books feature (spec 000 §2; 001 §2.2, §2.4, §2.11, §2.15): the pieces other features and the app
 * shell use. Pages (browse, my books, the public book page) are loaded lazily by routes.tsx; query hooks
 * are in `api/`.
 */
export { FloatingAddBookButton, showsFloatingAddBook } from './components/floating-add-book-button';
export { AvailableBooksTile, AddBookTile, BulkUploadTile } from './components/home-book-tiles';
export { RecentlyAdded } from './components/recently-added';
export { BookCard, type BookCardProps } from './components/book-card';
export { BookDetailsDialog } from './components/book-details-dialog';
export { BookFormDialog } from './components/book-form-dialog';
export { AvailabilityBadge } from './components/availability-badge';
export { useBookDialogs } from './components/use-book-dialogs';
export { useBulkUpload } from './components/use-bulk-upload';
export { BrowsePageFirstPaint } from './components/browse-frame';
// the bulk review's row fields and rules, reused by the import review (ADR 0051)
export { BulkBookFields, NATIVE_SELECT_CLASS } from './components/bulk-review';
export { BULK_DEFAULTS, rowErrors, toBookBody, type BookFieldValues, type BulkField } from './lib/bulk-books';
export { conditionLabel } from './lib/labels';
export { refreshAfterBookChange } from './api/keys';
