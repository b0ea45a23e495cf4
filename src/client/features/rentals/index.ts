/**
 * Rentals feature, transaction side (spec 000 §2, §4, §5, §8; 001 §2.4, §2.5): the Borrow/Buy dialog and
 * its home Rent Book variant, the Borrow/Buy buttons of the Book Details dialog and of book cards, and
 * the platform settings query that prices them (refetched every 30 s and on focus).
 */
export { BorrowBuyDialog, type BorrowBuyDialogProps } from './components/borrow-buy-dialog';
export { useBorrowBuyDialog } from './components/use-borrow-buy-dialog';
export { BookTransactionButtons } from './components/book-transaction-buttons';
export { CardTransactionActions } from './components/card-transaction-actions';
export { usePlatformSettings } from './api/platform-settings';
