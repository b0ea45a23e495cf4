/**
 * Book use cases (spec 000 §2 "Browse Books screen", "Book Details dialog", §5 "Add book", §7
 * "Browsing" and "Book creation"; 001 §2.4, §2.11, §6, §8): the books area's front. Other modules and
 * the benchmark import from here only:
 * - read.ts: browse and search with the total count, hub lists, My Library, one book;
 * - write.ts: add, edit, soft delete, and the Brocks credit for listing;
 * - facts.ts: listed-book counts per hub and the catalogue fallback;
 * - claims.ts: claiming a book for a borrow or a purchase;
 * - offline-catalogue.ts: the offline catalogue the shelf reader matches spines to (ADR 0049).
 */
export { readBooksSql, type ReadBooksOptions } from './sql';
export {
  browseBooks,
  browseIsPrepared,
  browseOptions,
  countAvailableHubBooks,
  findBook,
  findBookInHubsOf,
  getBook,
  listHubBooks,
  myBooks,
  queryRows,
  safeOwners,
} from './read';
export { bulkAddBooks, createBook, creditBookUpload, deleteBook, updateBook } from './write';
export { findListedByIsbn13, findListedByTitle, listedBookCounts, type ListedBookFacts } from './facts';
export {
  loadOfflineCatalogue,
  offlineBookByIsbn13,
  offlineCandidates,
  readOfflineCatalogue,
  type OfflineBook,
} from './offline-catalogue';
export { markSoldIfListedAndAvailable, markUnavailableIfAvailable, type ClaimedBook } from './claims';
// for statements of other modules over the same book rows (recommendations, ADR 0026)
export { viewerHubsCte } from './scope';
export { toBook } from './present';
export type { BookSqlRow } from './sql';
export type { DbOrTx } from './read';
