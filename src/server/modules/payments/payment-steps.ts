/**
 * The payment steps every checkout shares, a borrow, a buy or a fee (spec 000 §4, §7 "Payments and
 * transactions"; docs/decisions/0044-one-use-case-per-checkout.md), called by each use case in order:
 * `providerOrderOf` (read first, for the refusals and the pre-capture price check), `recordProviderPayment`
 * before the transaction, `takeProviderPayment` inside it. Money is integer paise.
 */
import { isProviderMethod, type PaymentPurpose } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import type { PaymentOrderRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import type { PaymentsDeps } from './deps';
import type { PaymentChoice } from './ledger';
import { assertCallersOrder } from './orders';
import { findOrderByProviderId } from './records';
import { confirmPayment, recordPayment, type ConfirmedPayment } from './verify';

/**
 * The caller's provider order named in `choice`, read before anything else: 404 when unknown, 403 when
 * another member's, 409 when already used or refunded (as the payment checks would say). Null for Brocks or
 * without payment details (refused later if anything is due).
 */
export async function providerOrderOf(
  db: Db,
  callerId: number,
  choice: PaymentChoice,
): Promise<PaymentOrderRow | null> {
  if (!isProviderMethod(choice.paymentMethod) || !choice.orderId) return null;
  const order = await findOrderByProviderId(db, choice.orderId);
  assertCallersOrder(order, callerId);
  if (order.status === 'consumed') throw localizedError(409, 'payments:alreadyUsed');
  if (order.status === 'refunded') throw localizedError(409, 'payments:refunded');
  return order;
}

/**
 * Before the transaction: for a provider method with payment details, verifies the payment with the
 * provider and records it as captured (so if the transaction then fails, the scheduled job refunds it). Refuses with the payments area's errors:
 * 404 unknown order, 403 another member's order, 409 a payment id used before or refunded, 400 a bad
 * signature. Nothing is done for `brocks` or when the details are absent (refused later, if anything is due).
 */
export async function recordProviderPayment(
  deps: PaymentsDeps,
  callerId: number,
  choice: PaymentChoice,
): Promise<void> {
  if (!isProviderMethod(choice.paymentMethod) || !choice.paymentId || !choice.orderId) return;
  await recordPayment(deps, {
    callerId,
    orderId: choice.orderId,
    paymentId: choice.paymentId,
    signature: choice.signature,
  });
}

/**
 * Inside the transaction: consumes the caller's provider order for exactly `totalPaise` (paise) and
 * `purpose`. Answers null for `brocks` or when nothing is due. Throws 400 'Please complete the payment
 * first' without payment details, and the payments area's refusals (another member's order 403, a
 * different amount or purpose 400, a payment used before 409).
 */
export async function takeProviderPayment(
  tx: Tx,
  deps: Omit<PaymentsDeps, 'db'>,
  input: { callerId: number; choice: PaymentChoice; totalPaise: number; purpose: PaymentPurpose },
): Promise<ConfirmedPayment | null> {
  const { choice } = input;
  if (!isProviderMethod(choice.paymentMethod) || input.totalPaise === 0) return null;
  if (!choice.paymentId || !choice.orderId) throw localizedError(400, 'payments:transaction.paymentRequired');
  return confirmPayment(tx, deps, {
    callerId: input.callerId,
    orderId: choice.orderId,
    paymentId: choice.paymentId,
    signature: choice.signature,
    expectedAmountPaise: input.totalPaise,
    purpose: input.purpose,
  });
}
