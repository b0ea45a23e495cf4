/**
 * Payments use cases (ARCHITECTURE §3 "Payments"; spec 000 §3 "Payment order", §7; 001 §2.10, §4.5).
 *
 * For the borrow, buy and fee calls (money in paise):
 *   await recordPayment(app.deps, { callerId, orderId, paymentId, signature });   // before the transaction
 *   await db.transaction(async (tx) => {
 *     await confirmPayment(tx, app.deps, { callerId, orderId, paymentId, signature, expectedAmountPaise, purpose });
 *     … create the rental / purchase …
 *   });
 * `recordPayment` talks to the provider outside any database transaction and records the captured payment
 * durably, so if the transaction then fails (the book went to someone else) the payment stays on record
 * and `refundOrphanedPayments` gives the money back. `confirmPayment` alone also works (it verifies with
 * the provider itself when the payment is not recorded yet), at the cost of a provider call inside the
 * transaction and of relying on the webhook to learn of a payment whose transaction failed.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DemoPaymentMethod, PaymentPurpose } from '@/contract/payments';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { paymentOrders, payments, type PaymentOrderRow, type PaymentRow } from '../../db/schema';
import { newDemoPaymentId } from '../../integrations/payments/demo';
import { paymentProviderFor, PaymentProviderError, type PaymentProvider } from '../../integrations/payments';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { lockOrder, lockOrderByProviderId, lockPayment, saveRefund, savePayment } from './records';

/** What the payments service needs from the app (`app.deps` has it all). */
export interface PaymentsDeps {
  db: Db;
  config: Pick<Config, 'payments'>;
  clock: Clock;
}

/** Messages a caller sees when a payment cannot be used. */
export const PAYMENT_MESSAGES = {
  orderNotFound: 'Payment order not found',
  otherMembersOrder: 'This payment order belongs to another member',
  wrongPurpose: 'This payment order was made for a different transaction',
  amountMismatch: 'The amount paid does not match the price. Please try again.',
  alreadyUsed: 'This payment has already been used',
  refunded: 'This payment was refunded. Please pay again.',
  otherProvider: 'This payment order can no longer be used. Please pay again.',
  signatureRequired: 'Payment signature is required',
  verificationFailed: 'Payment verification failed',
  paymentNotFound: 'Payment not found',
  notCompleted: 'The payment has not been completed',
  alreadyPaid: 'This order has already been paid',
  demoOff: 'Demo payments are not available on this server',
  providerUnreachable: 'Could not confirm the payment with the payment provider. Please try again.',
} as const;

/** A unique receipt of at most 40 characters (Razorpay's limit), e.g. `hs_mbx4k2a1_3f9c…`. */
function newReceipt(now: Date): string {
  return `hs_${now.getTime().toString(36)}_${randomBytes(10).toString('hex')}`;
}

const note = (value: string) => value.slice(0, 256);

export interface CreateOrderInput {
  userId: number;
  amountPaise: number;
  purpose: PaymentPurpose;
  bookTitle: string;
  lenderName: string;
  bookId?: number | null;
  rentalId?: number | null;
}

/**
 * Creates a provider order for `amountPaise` (INR) and stores it with its purpose, caller and amount.
 * Throws `HttpError` 502 'Failed to create order: <provider's reason>' when the provider refuses or is
 * unreachable (spec 000 §8 "Order creation failure").
 */
export async function createOrder(deps: PaymentsDeps, input: CreateOrderInput) {
  const provider = paymentProviderFor(deps.config);
  const now = deps.clock.now();
  const receipt = newReceipt(now);
  const notes: Record<string, string> = { purpose: input.purpose, memberId: String(input.userId) };
  if (input.bookTitle) notes.bookTitle = note(input.bookTitle);
  if (input.lenderName) notes.lenderName = note(input.lenderName);
  let order;
  try {
    order = await provider.createOrder({ amountPaise: input.amountPaise, receipt, notes });
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new HttpError(502, `Failed to create order: ${err.description}`);
    throw err;
  }
  if (order.amountPaise !== input.amountPaise || order.currency !== 'INR') {
    throw new HttpError(502, 'Failed to create order: the payment provider answered a different amount');
  }
  await deps.db.insert(paymentOrders).values({
    provider: provider.name,
    providerOrderId: order.orderId,
    purpose: input.purpose,
    userId: input.userId,
    amountPaise: input.amountPaise,
    currency: 'INR',
    status: 'created',
    receipt,
    bookId: input.bookId ?? null,
    rentalId: input.rentalId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return {
    orderId: order.orderId,
    amount: input.amountPaise,
    currency: 'INR' as const,
    provider: provider.name,
    keyId: provider.publicKey,
  };
}

/** Refuses an order the caller may not pay with: unknown (404) or another member's (403). */
function assertCallersOrder(
  order: PaymentOrderRow | undefined,
  callerId: number,
): asserts order is PaymentOrderRow {
  if (!order) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  if (order.userId !== callerId) throw forbidden(PAYMENT_MESSAGES.otherMembersOrder);
}

/**
 * The demo chooser's payment (spec 001 §2.10, §4.5): pays the caller's demo order with `method` and answers
 * the new `pay_demo_…` id. 404 when the server runs a real provider or the order is unknown, 403 for
 * another member's order, 409 when the order is already paid.
 */
export async function payDemoOrder(
  deps: PaymentsDeps,
  input: { userId: number; orderId: string; method: DemoPaymentMethod },
) {
  if (paymentProviderFor(deps.config).name !== 'demo') throw notFound(PAYMENT_MESSAGES.demoOff);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await lockOrderByProviderId(tx, input.orderId);
    const order = found?.provider === 'demo' ? found : undefined;
    assertCallersOrder(order, input.userId);
    if (order.status !== 'created') throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    const paymentId = newDemoPaymentId();
    await savePayment(
      tx,
      order,
      {
        providerPaymentId: paymentId,
        amountPaise: order.amountPaise,
        status: 'captured',
        method: input.method,
      },
      now,
    );
    return { paymentId, orderId: order.providerOrderId, method: input.method };
  });
}

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
  if (order.status === 'consumed') throw conflict(PAYMENT_MESSAGES.alreadyUsed);
  if (order.status === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
  if (order.provider !== provider.name) throw badRequest(PAYMENT_MESSAGES.otherProvider);
  if (
    !provider.verifyPaymentSignature({
      orderId: order.providerOrderId,
      paymentId: proof.paymentId,
      signature: proof.signature,
    })
  ) {
    throw badRequest(
      proof.signature ? PAYMENT_MESSAGES.verificationFailed : PAYMENT_MESSAGES.signatureRequired,
    );
  }
  const known = await lockPayment(tx, proof.paymentId);
  if (known && known.orderId !== order.id) throw conflict(PAYMENT_MESSAGES.alreadyUsed);
  if (known?.status === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
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
    if (err instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_MESSAGES.providerUnreachable);
    throw err;
  }
  if (!remote) throw badRequest(PAYMENT_MESSAGES.paymentNotFound);
  if (remote.orderId !== order.providerOrderId) throw badRequest(PAYMENT_MESSAGES.verificationFailed);
  if (remote.amountPaise !== order.amountPaise) throw badRequest(PAYMENT_MESSAGES.amountMismatch);
  if (remote.status === 'refunded') throw conflict(PAYMENT_MESSAGES.refunded);
  if (remote.status !== 'captured') throw badRequest(PAYMENT_MESSAGES.notCompleted);
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
  if (!saved) throw conflict(PAYMENT_MESSAGES.alreadyUsed);
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
  if (order.purpose !== input.purpose) throw badRequest(PAYMENT_MESSAGES.wrongPurpose);
  if (order.amountPaise !== input.expectedAmountPaise) throw badRequest(PAYMENT_MESSAGES.amountMismatch);
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
