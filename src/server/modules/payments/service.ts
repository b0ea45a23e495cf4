/**
 * The payments area's front (ARCHITECTURE §3 "Payments"; spec 000 §3 "Payment order", §7; 001 §2.10, §4.5):
 * other modules use payments only through this file.
 *
 * - Orders (`orders.ts`): create-order, priced by the server for a rental or purchase
 *   (`order-pricing.ts`; docs/decisions/0014-server-pricing-authority.md); the demo chooser's payment.
 * - The checkout a borrow and a buy share (`checkout.ts`; docs/decisions/0015-checkout-home.md).
 * - For the fee calls (money in paise):
 *     await recordProviderPayment(app.deps, callerId, choice);   // before the transaction
 *     await db.transaction(async (tx) => {
 *       await takeProviderPayment(tx, app.deps, { callerId, choice, totalPaise, purpose });
 *       … record the fee …
 *     });
 *   `recordPayment` talks to the provider outside any database transaction and records the captured payment
 *   durably, so if the transaction then fails the payment stays on record and `refundOrphanedPayments`
 *   gives the money back. `confirmPayment` alone also works (it verifies with the provider itself when the
 *   payment is not recorded yet), at the cost of a provider call inside the transaction.
 */
import { isServerPriced, type CreateOrderInput } from '@/contract/payments';
import type { PaymentsDeps } from './deps';
import { createOrder } from './orders';
import { priceOrder } from './order-pricing';

export type { PaymentsDeps } from './deps';
export { createOrder, payDemoOrder } from './orders';
export { confirmPayment, recordPayment, type ConfirmedPayment, type PaymentProof } from './verify';
export { refundOrphanedPayments } from './refunds';
export {
  checkout,
  contactOf,
  isUniqueViolationOf,
  recordProviderPayment,
  takeProviderPayment,
  type CheckoutPlan,
  type CheckoutRecord,
  type CheckoutRecordContext,
  type TransactionDeps,
} from './checkout';
export { priceBorrow, type CheckoutSettings } from './order-pricing';
export { paymentEntry, postBrocksEntries, postMoney, type MoneyEntry, type PaymentChoice } from './ledger';

/**
 * POST /api/payments/create-order for `userId`. A rental or purchase is priced here from its inputs
 * (`priceOrder`: refusals 404 / 403 / 409 / 400 as a borrow or buy); any other purpose takes the client's
 * `amount` (paise), which its pay call checks against what is due. Throws 502 when the provider refuses.
 */
export async function createPricedOrder(deps: PaymentsDeps, userId: number, body: CreateOrderInput) {
  if (isServerPriced(body.purpose)) {
    const priced = await priceOrder(deps.db, userId, body.bookId!, {
      purpose: body.purpose as 'rental' | 'purchase',
      duration: body.duration,
      appliedBrocks: body.appliedBrocks,
    });
    return createOrder(deps, { userId, purpose: body.purpose, ...priced });
  }
  return createOrder(deps, {
    userId,
    amountPaise: body.amount!,
    purpose: body.purpose,
    bookTitle: body.bookTitle,
    lenderName: body.lenderName,
    bookId: body.bookId,
    rentalId: body.rentalId,
  });
}
