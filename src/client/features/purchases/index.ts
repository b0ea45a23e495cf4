/**
 * Purchases feature (spec 000 §7 "POST /api/purchases/buy"; 001 §2.11 Bought and Sold tabs): the tabs for
 * My Books and the purchase queries. The buy call itself is `api/buy-book.ts` (used by the Borrow/Buy
 * dialog).
 */
export { BoughtTab } from './components/bought-tab';
export { SoldTab } from './components/sold-tab';
export { purchaseKeys } from './api/keys';
export { boughtBooksQuery, useBoughtBooks } from './api/bought';
export { soldBooksQuery, useSoldBooks } from './api/sold';
