/**
 * The payments module's public face (docs/decisions/0045-rentals-by-what-a-member-does.md): the use cases
 * other modules, the seed and the jobs call.
 */
export * from './service';
export type { PaymentsDeps } from './deps';
export { assertCallersOrder, createOrder, payDemoOrder } from './orders';
export { findOrderByProviderId, lockOrderByProviderId } from './records';
export { confirmPayment, recordPayment, type ConfirmedPayment, type PaymentProof } from './verify';
export { refundOrphanedPayments } from './refunds';
export { refundConsumedPayment } from './rental-refunds';
export {
  assertOrderPriced,
  claimedAsPriced,
  contactOf,
  isUniqueViolationOf,
  notAvailableIfRaced,
  openCheckout,
  paymentColumns,
  postCheckoutLedgers,
  priceCheckout,
  takeCheckoutPayment,
  type CheckoutEntries,
  type PricedCheckout,
  type TransactionDeps,
} from './checkout';
export { providerOrderOf, recordProviderPayment, takeProviderPayment } from './payment-steps';
export {
  priceBorrow,
  pricePurchase,
  pricesOf,
  type BorrowPricer,
  type CheckoutSettings,
} from './order-pricing';
export { assertFeeOrderDue, type FeePricer, type PricedFee } from './fee-orders';
export { paymentEntry, postBrocksEntries, postMoney, type MoneyEntry, type PaymentChoice } from './ledger';
