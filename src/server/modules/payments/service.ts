/**
 * The payments area's use cases (ARCHITECTURE §3 "Payments"; spec 000 §3 "Payment order", §7; 001 §2.10, §4.5):
 * other modules use payments only through its `index.ts`.
 *
 * - Orders (`orders.ts`): create-order, priced by the server for a rental or purchase
 *   (`order-pricing.ts`; docs/decisions/0014-server-pricing-authority.md); the demo chooser's payment.
 * - The steps of a borrow or buy (`checkout.ts`) and the payment steps every checkout shares
 *   (`payment-steps.ts`), called in order by each use case (docs/decisions/0044-one-use-case-per-checkout.md).
 *   For a fee call (money in paise):
 *     const order = await providerOrderOf(db, callerId, choice);  // 404 / 403 / 409 used or refunded
 *     assertFeeOrderDue(order, { purpose, rentalId, duePaise });   // before any capture
 *     await recordProviderPayment(app.deps, callerId, choice);     // before the transaction
 *     await db.transaction(async (tx) => {
 *       await takeProviderPayment(tx, app.deps, { callerId, choice, totalPaise, purpose });
 *       … record the fee …
 *     });
 *   `recordPayment` talks to the provider outside any database transaction and records the captured payment
 *   durably, so if the transaction then fails the payment stays on record and `refundOrphanedPayments`
 *   gives the money back. `confirmPayment` alone also works (it verifies with the provider itself when the
 *   payment is not recorded yet), at the cost of a provider call inside the transaction.
 */
import { isFeePurpose, isServerPriced, type CreateOrderInput, type FeeReference } from '@/contract/payments';
import { localizedError } from '../../lib/http-error';
import { packageOnSale } from '../brocks-packages';
import type { PaymentsDeps } from './deps';
import type { FeePricer } from './fee-orders';
import { createOrder } from './orders';
import { priceOrder } from './order-pricing';

/** The reference of a fee order in a validated create-order body (the contract requires it). */
const feeReferenceOf = (body: CreateOrderInput): FeeReference =>
  body.purpose === 'extension'
    ? { purpose: 'extension', extensionRequestId: body.extensionRequestId! }
    : { purpose: body.purpose as 'late_fee' | 'excess', rentalId: body.rentalId! };

/**
 * POST /api/payments/create-order for `userId`. A rental or purchase is priced here from its inputs
 * (`priceOrder`: refusals 404 / 403 / 409 / 400 as a borrow or buy); a late fee, excess or extension by
 * `priceFee` from its reference (the rentals area's refusals: 404, 403 not the borrower, 409 / 400 nothing
 * due), stored with its `rentalId`; a Brocks package order is priced from the package on sale (404 'Package
 * not found'; a sent `amount` other than its price → 400) and records the package and its Brocks + bonus;
 * a Brocks order without a package takes the client's `amount` (paise). Throws 502 when the
 * provider refuses.
 */
export async function createPricedOrder(
  deps: PaymentsDeps,
  userId: number,
  body: CreateOrderInput,
  priceFee: FeePricer,
) {
  if (isServerPriced(body.purpose)) {
    const priced = await priceOrder(
      deps.db,
      userId,
      body.bookId!,
      {
        purpose: body.purpose as 'rental' | 'purchase',
        duration: body.duration,
        appliedBrocks: body.appliedBrocks,
      },
      deps.clock.now(),
    );
    return createOrder(deps, { userId, purpose: body.purpose, ...priced });
  }
  if (body.purpose === 'brocks' && body.packageId) {
    // a package is priced by the server; a sent amount must be its price (ADR 0027)
    const pkg = await packageOnSale(deps.db, body.packageId);
    if (body.amount !== undefined && body.amount !== pkg.pricePaise)
      throw localizedError(400, 'payments:amountMismatch');
    return createOrder(deps, {
      userId,
      amountPaise: pkg.pricePaise,
      purpose: 'brocks',
      bookTitle: `${pkg.name} Brocks package`,
      lenderName: 'Hubshelf',
      brocksPackage: { id: pkg.id, brocks: pkg.brocks + pkg.bonus },
    });
  }
  if (isFeePurpose(body.purpose)) {
    const fee = await priceFee(deps.db, userId, feeReferenceOf(body), deps.clock.now());
    return createOrder(deps, { userId, purpose: body.purpose, ...fee });
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
