/**
 * Using a payment for a borrow, buy or fee (ARCHITECTURE §3 "Payments"; spec 000 §7): verifying it with the
 * provider (signature, the provider's own record, capturing an authorized payment) and recording it, then
 * consuming the order inside the caller's transaction for exactly the server's price. See service.ts for
 * how the two steps are used. Money is integer paise.
 */
import { eq } from 'drizzle-orm';
import { type PaymentPurpose } from '@/contract/payments';
import type { Tx } from '../../db/client';
import { paymentOrders, type PaymentOrderRow, type PaymentRow } from '../../db/schema';
import { paymentProviderFor, PaymentProviderError, type PaymentProvider } from '../../integrations/payments';
import { localizedError } from '../../lib/http-error';
import type { PaymentsDeps } from './deps';
import { assertCallersOrder } from './orders';
import { lockOrderByProviderId, lockPayment, savePayment } from './records';

export interface PaymentProof {
  callerId: number;
  /** the provider's order id the client paid (`orderId` of create-order) */
  orderId: string;
  /** the provider's payment id (`razorpay_payment_id` or the demo's `pay_demo_…`) */
  paymentId: string;
  /** Razorpay Checkout's `razorpay_signature`; required for razorpay, ignored by the demo */
  signature?: string | null;
}

/**
 * Checks `proof` against `order` (locked by the caller) and records the payment as captured:
 * signature (razorpay), payment id not used by another order, and — when the payment is not yet known to
 * be captured — the provider's own record (its order, amount and status; an authorized payment is
 * captured). Throws the `PAYMENT_MESSAGES` errors.
 */
async function verifyAndRecord(
  tx: Tx,
  provider: PaymentProvider,
  order: PaymentOrderRow,
  proof: PaymentProof,
  now: Date,
): Promise<PaymentRow> {
  if (order.status === 'consumed') throw localizedError(409, 'payments:alreadyUsed');
  if (order.status === 'refunded') throw localizedError(409, 'payments:refunded');
  if (order.provider !== provider.name) throw localizedError(400, 'payments:otherProvider');
  if (
    !provider.verifyPaymentSignature({
      orderId: order.providerOrderId,
      paymentId: proof.paymentId,
      signature: proof.signature,
    })
  ) {
    throw localizedError(400, proof.signature ? 'payments:verificationFailed' : 'payments:signatureRequired');
  }
  const known = await lockPayment(tx, proof.paymentId);
  if (known && known.orderId !== order.id) throw localizedError(409, 'payments:alreadyUsed');
  if (known?.status === 'refunded') throw localizedError(409, 'payments:refunded');
  if (known?.status === 'captured') return known;

  let remote;
  try {
    remote = await provider.fetchPayment(proof.paymentId);
    if (
      remote &&
      remote.orderId === order.providerOrderId &&
      remote.amountPaise === order.amountPaise &&
      remote.status === 'authorized'
    ) {
      remote = await provider.capturePayment(proof.paymentId, order.amountPaise);
    }
  } catch (err) {
    if (err instanceof PaymentProviderError) throw localizedError(502, 'payments:providerUnreachable');
    throw err;
  }
  if (!remote) throw localizedError(400, 'payments:paymentNotFound');
  if (remote.orderId !== order.providerOrderId) throw localizedError(400, 'payments:verificationFailed');
  if (remote.amountPaise !== order.amountPaise) throw localizedError(400, 'payments:amountMismatch');
  if (remote.status === 'refunded') throw localizedError(409, 'payments:refunded');
  if (remote.status !== 'captured') throw localizedError(400, 'payments:notCompleted');
  const saved = await savePayment(
    tx,
    order,
    {
      providerPaymentId: remote.paymentId,
      amountPaise: remote.amountPaise,
      status: 'captured',
      method: remote.method,
    },
    now,
  );
  if (!saved) throw localizedError(409, 'payments:alreadyUsed');
  return saved;
}

/**
 * Verifies a payment with its provider and records it as captured, in its own short transaction, before
 * the caller's transaction (see the module comment). Refuses like `confirmPayment` (except the amount and
 * purpose, which `confirmPayment` checks).
 */
export async function recordPayment(deps: PaymentsDeps, proof: PaymentProof): Promise<void> {
  const provider = paymentProviderFor(deps.config);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderByProviderId(tx, proof.orderId);
    assertCallersOrder(order, proof.callerId);
    await verifyAndRecord(tx, provider, order, proof, deps.clock.now());
  });
}

export interface ConfirmPaymentInput extends PaymentProof {
  /** the server's own price for what is being bought, in paise */
  expectedAmountPaise: number;
  purpose: PaymentPurpose;
}

export interface ConfirmedPayment {
  /** our `payment_orders.id` and `payments.id` */
  orderRowId: number;
  paymentRowId: number;
  providerPaymentId: string;
  amountPaise: number;
  method: string | null;
  provider: PaymentOrderRow['provider'];
}

/**
 * Uses a payment for a transaction, inside the caller's database transaction: the order must be the
 * caller's (else 403 'This payment order belongs to another member'; 404 when unknown), made for `purpose`
 * (400), for exactly `expectedAmountPaise` (400 'The amount paid does not match the price. Please try
 * again.'), paid and not used before (409 'This payment has already been used', also for a payment id
 * presented with another order), not refunded (409). Marks the order consumed by this payment; the
 * `payment_orders.payment_id` unique constraint makes a second use impossible.
 */
export async function confirmPayment(
  tx: Tx,
  deps: Omit<PaymentsDeps, 'db'>,
  input: ConfirmPaymentInput,
): Promise<ConfirmedPayment> {
  const provider = paymentProviderFor(deps.config);
  const now = deps.clock.now();
  const order = await lockOrderByProviderId(tx, input.orderId);
  assertCallersOrder(order, input.callerId);
  if (order.purpose !== input.purpose) throw localizedError(400, 'payments:wrongPurpose');
  if (order.amountPaise !== input.expectedAmountPaise) throw localizedError(400, 'payments:amountMismatch');
  const payment = await verifyAndRecord(tx, provider, order, input, now);
  await tx
    .update(paymentOrders)
    .set({ status: 'consumed', paymentId: payment.id, updatedAt: now })
    .where(eq(paymentOrders.id, order.id));
  return {
    orderRowId: order.id,
    paymentRowId: payment.id,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: payment.amountPaise,
    method: payment.method,
    provider: order.provider,
  };
}
