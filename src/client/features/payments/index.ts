/**
 * Payments feature (spec 000 §2 Borrow/Buy dialog, §4, §5, §7 "Payments and transactions", §8; 001 §2.5
 * Rent Book, §2.10, §4.5; ADR 0015): the Borrow/Buy dialog and its home Rent Book variant, its payment flow
 * (create order → provider checkout or demo chooser → borrow or buy; `useTransaction`), the Borrow/Buy
 * buttons of the Book Details dialog and of book cards, and the platform settings query that prices them
 * for display (refetched every 30 s and on focus). The server prices every order (ADR 0014); the totals
 * shown here are for display only. `useCreateOrder` + `useCheckout` (the demo chooser or Razorpay
 * Checkout) are also used by the fee payments of the rental lifecycle. The /buy-brocks page (a Brocks
 * package checkout, spec 002 §4, §8; ADR 0027) is here too, loaded by its route. Uses brocks (balance,
 * rates, the offer dialog); used by books (cards, details), home (Rent Book) and rentals (fee payments,
 * toasts, refreshes).
 */
export { BorrowBuyDialog, type BorrowBuyDialogProps } from './components/borrow-buy-dialog';
export { useBorrowBuyDialog } from './components/use-borrow-buy-dialog';
export { BookTransactionButtons } from './components/book-transaction-buttons';
export { CardTransactionActions } from './components/card-transaction-actions';
export { usePlatformSettings } from './api/platform-settings';
export { toastOrderFailed, toastPaymentCancelled, toastPostPaymentFailed } from './lib/transaction-toasts';
export { refreshAfterTransaction } from './lib/refresh-after-transaction';
export { useCreateOrder } from './api/create-order';
export { useCheckout, type Checkout } from './components/use-checkout';
export type { DemoPaymentTimings } from './components/demo-payment-dialog';
export type { CheckoutDetails, CheckoutOutcome } from './lib/checkout-outcome';
