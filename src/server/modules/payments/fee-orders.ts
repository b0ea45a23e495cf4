/**
 * Fee orders (late fee, excess charges, extension) priced by the server from their reference
 * (ARCHITECTURE §3; docs/decisions/0014-server-pricing-authority.md): create-order asks the rentals area
 * what is due — the unpaid late fee or the excess the deposit does not cover
 * (docs/decisions/0003-late-fees-from-the-deposit.md), the approved extension's total
 * (docs/decisions/0004-extension-fee.md) — and the pay calls refuse, before any capture, an order that is no
 * longer what is due. The pricer is passed in (`FeePricer`), so payments does not import rentals; the rentals
 * area's pay calls (late fee, excess, extension) price with the same rules as the pricer.
 * Money is integer paise.
 */
import type { FeePurpose, FeeReference } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import type { PaymentOrderRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

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
 * Before a fee's pay call captures anything, after it read the caller's order (`providerOrderOf`: 404
 * unknown, 403 another member's, 409 used or refunded) and priced what is due now (`duePaise`): refuses the
 * order when made for another rental (400 `PAYMENT_MESSAGES.wrongPurpose`) or when its amount is not what is
 * due (409 `payments:transaction.feeChanged`). No order, or an order of another purpose, is left to the
 * payment checks.
 */
export function assertFeeOrderDue(
  order: PaymentOrderRow | null,
  fee: { purpose: FeePurpose; rentalId: number; duePaise: number },
): void {
  if (!order || order.purpose !== fee.purpose) return;
  if (order.rentalId !== null && order.rentalId !== fee.rentalId)
    throw localizedError(400, 'payments:wrongPurpose');
  if (order.amountPaise !== fee.duePaise) throw localizedError(409, 'payments:transaction.feeChanged');
}

/**
 * For the demo payment, which captures at once: refuses a late-fee or excess order whose rental no longer
 * owes its amount (409 `payments:transaction.feeChanged`, or the pricer's refusal, e.g. 400 'No Late Fees'
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
