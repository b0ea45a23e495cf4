/**
 * Rentals feature (spec 001 §2.2, §2.4-§2.9, §2.11, §4.1): the rental lifecycle: My Books → Borrowed and
 * Lent Out, the home Due Soon list, the Return dialog (`useReturnDialog`) and fee payments through the
 * provider checkout (`useFeePayment`). Borrowing and buying are the checkout feature's.
 */
export { BorrowedTab } from './components/borrowed-tab';
export { LentOutTab } from './components/lent-out-tab';
export { DueSoonList } from './components/due-soon-list';
export { useReturnDialog } from './components/use-return-dialog';
export { useFeePayment, type FeeRequest } from './components/use-fee-payment';
