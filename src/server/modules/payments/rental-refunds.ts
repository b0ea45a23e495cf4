/**
 * Refunding a consumed payment when the transaction it paid for is undone — a rental cancelled before
 * pickup (docs/decisions/0032-trust-at-hand-over.md). Money is integer paise. The caller runs it inside its
 * own transaction, with its ledger rows, so a refund the provider refuses rolls everything back.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { paymentProviderFor, PaymentProviderError } from '../../integrations/payments';
import type { PaymentsDeps } from './deps';
import { saveRefund } from './records';

/**
 * Refunds `amountPaise` of the payment row `paymentRowId` through the provider that took it and records
 * the refund (`refunds`, reason `reason`; the payment becomes refunded when all of it is). Throws
 * `PaymentProviderError` when the provider refuses or cannot be reached, and `RangeError` for an amount
 * that is not a positive whole number of paise or exceeds the payment.
 */
export async function refundConsumedPayment(
  tx: Tx,
  deps: Omit<PaymentsDeps, 'db'>,
  input: { paymentRowId: number; amountPaise: number; reason: 'cancelled' },
): Promise<void> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentRowId)).for('update');
  if (!payment) throw new RangeError(`payment ${input.paymentRowId} is unknown`);
  if (
    !Number.isSafeInteger(input.amountPaise) ||
    input.amountPaise <= 0 ||
    input.amountPaise > payment.amountPaise
  )
    throw new RangeError(`refund of ${input.amountPaise} paise does not fit payment ${payment.id}`);
  const provider = paymentProviderFor(deps.config);
  const refund = await provider.refund({
    paymentId: payment.providerPaymentId,
    amountPaise: input.amountPaise,
    notes: { reason: input.reason },
  });
  if (refund.status === 'failed') throw new PaymentProviderError('The payment provider refused the refund');
  await saveRefund(
    tx,
    payment,
    {
      provider: payment.provider,
      providerRefundId: refund.refundId,
      amountPaise: refund.amountPaise,
      status: refund.status,
      reason: input.reason,
    },
    deps.clock.now(),
  );
}
