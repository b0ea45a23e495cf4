/**
 * Purchases feature (spec 001 §2.11 Bought and Sold tabs): the tabs of My Books. The buy call itself is
 * `api/buy-book.ts` (used by the Borrow/Buy dialog).
 */
export { BoughtTab } from './components/bought-tab';
export { SoldTab } from './components/sold-tab';
