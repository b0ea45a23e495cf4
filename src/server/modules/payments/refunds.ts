/**
 * Refunds of payments nothing used (ARCHITECTURE §2 "every charge from an external event is idempotent";
 * spec 000 §3 "Payment order"): a scheduled job gives back captured payments whose order was never consumed.
 * Money is integer paise.
 */
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { paymentOrders, payments } from '../../db/schema';
import { paymentProviderFor, PaymentProviderError } from '../../integrations/payments';
import type { PaymentsDeps } from './deps';
import { lockOrder, saveRefund } from './records';

/** How many orphaned payments one run looks at. */
const ORPHAN_BATCH = 100;

/**
 * Refunds captured payments whose order never became consumed — the client vanished after paying, or the
 * book went to someone else — once they are older than `olderThanMs` (ms). A job the lead schedules.
 * Each payment is handled in its own transaction with its order locked, so a transaction consuming the
 * order at the same moment either wins (no refund) or finds it refunded (409). A refund the provider
 * refuses is counted in `failed` and retried on the next run.
 */
export async function refundOrphanedPayments(
  deps: PaymentsDeps & { log?: { error: (obj: object, msg: string) => void } },
  olderThanMs: number,
): Promise<{ refunded: number; failed: number }> {
  const provider = paymentProviderFor(deps.config);
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const candidates = await deps.db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'captured'),
        eq(payments.provider, provider.name),
        inArray(paymentOrders.status, ['created', 'paid', 'failed']),
        lt(payments.createdAt, cutoff),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(ORPHAN_BATCH);

  let refunded = 0;
  let failed = 0;
  for (const candidate of candidates) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const order = await lockOrder(tx, candidate.orderId);
        const [payment] = await tx.select().from(payments).where(eq(payments.id, candidate.id)).for('update');
        if (
          !order ||
          order.status === 'consumed' ||
          order.status === 'refunded' ||
          payment.status !== 'captured'
        )
          return false;
        const refund = await provider.refund({
          paymentId: payment.providerPaymentId,
          amountPaise: payment.amountPaise,
          notes: { reason: 'Not used by any Hubshelf transaction' },
        });
        if (refund.status === 'failed')
          throw new PaymentProviderError('The payment provider refused the refund');
        const facts = {
          provider: provider.name,
          providerRefundId: refund.refundId,
          amountPaise: refund.amountPaise,
          status: refund.status,
          reason: 'orphaned' as const,
        };
        await saveRefund(tx, payment, facts, deps.clock.now());
        return true;
      });
      if (done) refunded += 1;
    } catch (err) {
      failed += 1;
      deps.log?.error({ err, paymentId: candidate.id }, 'refund of an orphaned payment failed');
    }
  }
  return { refunded, failed };
}
