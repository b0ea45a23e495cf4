/**
 * Row-level helpers of the payments area (tables in `db/schema/payments.ts`), shared by the service and
 * the webhook handler. All take a transaction and keep the status rules in one place:
 * - a payment's status only moves forward: authorized → failed → captured → refunded (a late capture after
 *   a failure wins; a failure reported after a capture does not undo it);
 * - an order moves created/failed → paid when a captured payment arrives, and to refunded when its
 *   payment is refunded unless a transaction already consumed it.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentOrders, payments, refunds, type PaymentOrderRow, type PaymentRow } from '../../db/schema';
import type { PaymentProviderName, ProviderRefundStatus } from '../../integrations/payments/provider';

export type PaymentStatus = PaymentRow['status'];

const STATUS_RANK: Record<PaymentStatus, number> = { authorized: 0, failed: 1, captured: 2, refunded: 3 };

/** The order whose provider id is `providerOrderId`, locked for this transaction; undefined when unknown. */
export async function lockOrderByProviderId(
  tx: Tx,
  providerOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .for('update');
  return order;
}

/** The order whose provider id is `providerOrderId`, read without a lock; undefined when unknown. */
export async function findOrderByProviderId(
  db: Db | Tx,
  providerOrderId: string,
): Promise<PaymentOrderRow | undefined> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId));
  return order;
}

/** The order `id`, locked for this transaction. */
export async function lockOrder(tx: Tx, id: number): Promise<PaymentOrderRow | undefined> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return order;
}

/** The payment with provider id `providerPaymentId`, locked; undefined when unknown. */
export async function lockPayment(tx: Tx, providerPaymentId: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .for('update');
  return payment;
}

export interface PaymentFacts {
  providerPaymentId: string;
  amountPaise: number;
  status: PaymentStatus;
  method: string | null;
}

/**
 * Records what the provider says about a payment of `order`: inserts it, or moves an existing row's status
 * forward. Answers null when this provider payment id is already recorded for another order (a payment id
 * belongs to one order and is used once). Moves the order to paid / failed as the payment says.
 */
export async function savePayment(
  tx: Tx,
  order: PaymentOrderRow,
  facts: PaymentFacts,
  now: Date,
): Promise<PaymentRow | null> {
  const [inserted] = await tx
    .insert(payments)
    .values({ provider: order.provider, orderId: order.id, ...facts, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: payments.providerPaymentId })
    .returning();
  let payment = inserted;
  if (!payment) {
    const existing = await lockPayment(tx, facts.providerPaymentId);
    if (!existing || existing.orderId !== order.id) return null;
    const status = STATUS_RANK[facts.status] > STATUS_RANK[existing.status] ? facts.status : existing.status;
    const method = facts.method ?? existing.method;
    if (status === existing.status && method === existing.method) return existing;
    [payment] = await tx
      .update(payments)
      .set({ status, method, updatedAt: now })
      .where(eq(payments.id, existing.id))
      .returning();
  }
  const next =
    payment.status === 'captured' && (order.status === 'created' || order.status === 'failed')
      ? 'paid'
      : payment.status === 'failed' && order.status === 'created'
        ? 'failed'
        : null;
  if (next) await setOrderStatus(tx, order.id, next, now);
  return payment;
}

export async function setOrderStatus(
  tx: Tx,
  orderId: number,
  status: PaymentOrderRow['status'],
  now: Date,
): Promise<void> {
  await tx.update(paymentOrders).set({ status, updatedAt: now }).where(eq(paymentOrders.id, orderId));
}

export interface RefundFacts {
  provider: PaymentProviderName;
  providerRefundId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
  reason: 'orphaned' | 'provider' | 'cancelled';
}

/**
 * Records a refund of `payment` (or updates its status when already recorded). A full refund that is not
 * failed marks the payment refunded, and its order too unless a transaction consumed it.
 */
export async function saveRefund(tx: Tx, payment: PaymentRow, facts: RefundFacts, now: Date): Promise<void> {
  await tx
    .insert(refunds)
    .values({ ...facts, paymentId: payment.id, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: refunds.providerRefundId, set: { status: facts.status, updatedAt: now } });
  if (facts.status === 'failed' || facts.amountPaise < payment.amountPaise || payment.status === 'refunded')
    return;
  await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
  const order = await lockOrder(tx, payment.orderId);
  if (order && order.status !== 'consumed') await setOrderStatus(tx, order.id, 'refunded', now);
}
