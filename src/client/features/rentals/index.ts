/**
 * Rentals feature (spec 000 §2, §4, §5, §8; 001 §2.2, §2.4-§2.9, §2.11): the transaction side (the
 * Borrow/Buy dialog and its home Rent Book variant, the Borrow/Buy buttons of the Book Details dialog and of
 * book cards, the platform settings query that prices them, refetched every 30 s and on focus) and the
 * lifecycle side (issue 6): My Books → Borrowed and Lent Out, the home Due Soon list, the Return dialog
 * (`useReturnDialog`) and fee payments through the provider checkout (`useFeePayment`).
 */
export { BorrowBuyDialog, type BorrowBuyDialogProps } from './components/borrow-buy-dialog';
export { useBorrowBuyDialog } from './components/use-borrow-buy-dialog';
export { BookTransactionButtons } from './components/book-transaction-buttons';
export { CardTransactionActions } from './components/card-transaction-actions';
export { usePlatformSettings } from './api/platform-settings';
export { BorrowedTab } from './components/borrowed-tab';
export { LentOutTab } from './components/lent-out-tab';
export { DueSoonList } from './components/due-soon-list';
export { useReturnDialog } from './components/use-return-dialog';
export { useFeePayment, type FeeRequest } from './components/use-fee-payment';
