/**
 * What a checkout ends with (spec 001 §7 "Checkout outcomes: success returns paymentId and orderId;
 * dismissal is a cancel"). `signature` is Razorpay's `razorpay_signature`, which the server verifies; the
 * demo provider has none.
 */
export type CheckoutOutcome =
  { status: 'paid'; paymentId: string; orderId: string; signature?: string } | { status: 'cancelled' };

/** What the checkout shows and prefills (Razorpay's description and contact details). */
export interface CheckoutDetails {
  /** e.g. 'Borrow "Dune" for 7 days' */
  description: string;
  prefill: { name: string; email: string; contact: string };
}
