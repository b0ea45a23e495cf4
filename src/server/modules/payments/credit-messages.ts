/**
 * Refusals of a borrow or buy that come from a member's perks (docs/decisions/0028-referral-credit-and-commission-free-periods.md).
 * The checkout's other messages are `TRANSACTION_MESSAGES` (src/contract/payments.ts).
 */
export const CREDIT_MESSAGES = {
  /** a commission-free Brocks offer while a commission-free period runs: there is no platform fee to waive */
  commissionFreeOfferDuringPeriod:
    'You are in a commission-free period: there is no platform fee to waive. Choose rupees instead.',
  /** the Hubshelf credit changed between the order and the payment (another borrow or buy used it) */
  creditChanged: 'Your Hubshelf credit has changed. Please review the new total and pay again.',
  /** a provider order when credit pays everything */
  nothingToPay: 'Your Hubshelf credit pays for this in full: no payment is needed.',
} as const;
