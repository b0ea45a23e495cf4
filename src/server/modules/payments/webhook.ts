/**
 * Razorpay webhooks (`../shared/data/razorpay-notes.md` (c)): the signature in `X-Razorpay-Signature` is
 * checked over the raw body with RAZORPAY_WEBHOOK_SECRET; each event is processed once, keyed by
 * `x-razorpay-event-id` (or the body's SHA-256 when that header is absent), so a repeated delivery does
 * nothing. Events:
 * - `payment.authorized`, `payment.captured`, `payment.failed`, `order.paid`: the payment entity's status is
 *   recorded for our order (events may arrive in any order; statuses only move forward);
 * - `refund.created`, `refund.processed`, `refund.failed`: the refund is recorded, and a full refund marks
 *   the payment (and an unused order) refunded;
 * - anything else, or a payment of an order that is not ours, is stored and ignored.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import { paymentProviderFor, type PaymentProvider } from '../../integrations/payments';
import { razorpayPaymentEntity, razorpayRefundEntity } from '../../integrations/payments/razorpay';
import { localizedError } from '../../lib/http-error';
import { lockOrderByProviderId, saveRefund, savePayment } from './records';
import type { PaymentsDeps } from './deps';

/**
 * What the webhook answers the payment provider (a machine, not a member: no catalogue; its refusals are
 * the `webhook` keys of the payments catalogue).
 */
export const WEBHOOK_MESSAGES = {
  processed: 'Webhook processed',
  duplicate: 'Webhook already processed',
} as const;

const envelope = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.unknown() }).optional(),
      refund: z.object({ entity: z.unknown() }).optional(),
    })
    .passthrough()
    .optional(),
});
type Envelope = z.infer<typeof envelope>;

const PAYMENT_EVENTS = new Set(['payment.authorized', 'payment.captured', 'payment.failed', 'order.paid']);
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);

async function applyPaymentEvent(tx: Tx, event: Envelope, now: Date): Promise<void> {
  const parsed = razorpayPaymentEntity.safeParse(event.payload?.payment?.entity);
  if (!parsed.success || !parsed.data.order_id) return;
  const { id, amount, status, method } = parsed.data;
  if (status === 'created') return;
  const order = await lockOrderByProviderId(tx, parsed.data.order_id);
  if (!order) return;
  await savePayment(
    tx,
    order,
    { providerPaymentId: id, amountPaise: amount, status, method: method ?? null },
    now,
  );
}

async function applyRefundEvent(
  tx: Tx,
  provider: PaymentProvider,
  event: Envelope,
  now: Date,
): Promise<void> {
  const parsed = razorpayRefundEntity.safeParse(event.payload?.refund?.entity);
  if (!parsed.success) return;
  const r = parsed.data;
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, r.payment_id))
    .for('update');
  if (!payment) return;
  await saveRefund(
    tx,
    payment,
    {
      provider: provider.name,
      providerRefundId: r.id,
      amountPaise: r.amount,
      status: r.status,
      reason: 'provider',
    },
    now,
  );
}

/**
 * Verifies and processes one webhook delivery. Throws `HttpError` 400 'Invalid webhook signature' (also
 * when no webhook secret is configured, or on the demo provider) or 400 'Invalid webhook body'. Answers
 * `duplicate: true` when this event id was already processed (nothing is done again).
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<{ duplicate: boolean }> {
  const provider = paymentProviderFor(deps.config);
  if (!provider.verifyWebhookSignature(rawBody, headers.signature))
    throw localizedError(400, 'payments:webhook.invalidSignature');
  let event: Envelope;
  try {
    event = envelope.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw localizedError(400, 'payments:webhook.invalidBody');
  }
  const eventId = headers.eventId?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEvents)
      .values({
        provider: provider.name,
        eventId,
        type: event.event,
        payload: rawBody.toString('utf8'),
        receivedAt: now,
      })
      .onConflictDoNothing({ target: webhookEvents.eventId })
      .returning({ id: webhookEvents.id });
    if (!row) return { duplicate: true };
    if (PAYMENT_EVENTS.has(event.event)) await applyPaymentEvent(tx, event, now);
    else if (REFUND_EVENTS.has(event.event)) await applyRefundEvent(tx, provider, event, now);
    await tx.update(webhookEvents).set({ processedAt: now }).where(eq(webhookEvents.id, row.id));
    return { duplicate: false };
  });
}
