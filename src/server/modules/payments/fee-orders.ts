/**
 * Fee orders (late fee, excess charges, extension) priced by the server from their reference
 * (ARCHITECTURE §3; docs/decisions/0014-server-pricing-authority.md): create-order asks the rentals area
 * what is due — the unpaid late fee or the excess the deposit does not cover
 * (docs/decisions/0003-late-fees-from-the-deposit.md), the approved extension's total
 * (docs/decisions/0004-extension-fee.md) — and the pay calls refuse, before any capture, an order that is no
 * longer what is due. The pricer is passed in (`FeePricer`), so payments does not import rentals.
 * Money is integer paise.
 */
import { isProviderMethod, type FeePurpose, type FeeReference } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import type { PaymentOrderRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import type { PaymentChoice } from './ledger';
import { findOrderByProviderId } from './records';

/** What a fee order costs (paise) and is for, with the book's title and owner for the provider's notes. */
export interface PricedFee {
  amountPaise: number;
  rentalId: number;
  bookId: number;
  bookTitle: string;
  lenderName: string;
}

/**
 * Prices the fee `ref` for `callerId` at `now` (the app's clock). Throws the rentals area's refusals: 404 unknown rental or request,
 * 403 not the borrower, 409 completed rental / extension not approved or paid, 400 nothing due.
 */
export type FeePricer = (db: Db | Tx, callerId: number, ref: FeeReference, now: Date) => Promise<PricedFee>;

/**
 * Before a fee's pay call captures anything, in this order: refuses the caller's provider order named in
 * `choice` when unknown (404), another member's (403), used (409 `PAYMENT_MESSAGES.alreadyUsed`) or refunded
 * (409); then asks `due` for what is due now in paise (it throws when nothing is due or the client's figure
 * differs); then refuses the order when made for another rental (400 `PAYMENT_MESSAGES.wrongPurpose`) or
 * when its amount is not what is due (409 `TRANSACTION_MESSAGES.feeChanged`). An order of another purpose is
 * left to the payment checks. Answers what is due.
 */
export async function assertFeeOrderDue(
  db: Db | Tx,
  callerId: number,
  choice: PaymentChoice,
  fee: { purpose: FeePurpose; rentalId: number; due: () => Promise<number> | number },
): Promise<number> {
  let order: PaymentOrderRow | undefined;
  if (isProviderMethod(choice.paymentMethod) && choice.orderId) {
    order = await findOrderByProviderId(db, choice.orderId);
    if (!order) throw localizedError(404, 'payments:orderNotFound');
    if (order.userId !== callerId) throw localizedError(403, 'payments:otherMembersOrder');
    if (order.status === 'consumed') throw localizedError(409, 'payments:alreadyUsed');
    if (order.status === 'refunded') throw localizedError(409, 'payments:refunded');
  }
  const duePaise = await fee.due();
  if (!order || order.purpose !== fee.purpose) return duePaise;
  if (order.rentalId !== null && order.rentalId !== fee.rentalId)
    throw localizedError(400, 'payments:wrongPurpose');
  if (order.amountPaise !== duePaise) throw localizedError(409, 'payments:transaction.feeChanged');
  return duePaise;
}

/**
 * For the demo payment, which captures at once: refuses a late-fee or excess order whose rental no longer
 * owes its amount (409 `TRANSACTION_MESSAGES.feeChanged`, or the pricer's refusal, e.g. 400 'No Late Fees'
 * when nothing is due). An extension's price is fixed when it is requested, so its order is left alone.
 */
export async function assertFeeOrderStillDue(
  db: Db | Tx,
  order: PaymentOrderRow,
  priceFee: FeePricer | undefined,
  now: Date,
): Promise<void> {
  if (!priceFee || !order.rentalId) return;
  if (order.purpose !== 'late_fee' && order.purpose !== 'excess') return;
  const priced = await priceFee(db, order.userId, { purpose: order.purpose, rentalId: order.rentalId }, now);
  if (priced.amountPaise !== order.amountPaise) throw localizedError(409, 'payments:transaction.feeChanged');
}
