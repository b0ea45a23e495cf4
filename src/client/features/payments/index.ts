/**
 * Payments feature (spec 000 §7 "Payments and transactions"; 001 §2.10, §4.5): create an order, then pay
 * it in the provider's checkout (the demo chooser or Razorpay Checkout). Used by the Borrow/Buy dialog and
 * by the fee payments of the rental lifecycle.
 */
export { useCreateOrder } from './api/create-order';
export { useCheckout, type Checkout } from './components/use-checkout';
export type { DemoPaymentTimings } from './components/demo-payment-dialog';
export type { CheckoutDetails, CheckoutOutcome } from './lib/checkout-outcome';
