/**
 * Payment orders (spec 000 §3 "Payment order", §7 "POST /api/payments/create-order"; 001 §2.10, §4.5;
 * ARCHITECTURE §3): creating a provider order for an amount the caller of `createOrder` has priced, and the
 * demo chooser's payment of a demo order. Money is integer paise.
 */
import { randomBytes } from 'node:crypto';
import { type DemoPaymentMethod, type PaymentPurpose } from '@/contract/payments';
import type { BrocksOfferType } from '@/domain/pricing';
import { paymentOrders, type PaymentOrderRow } from '../../db/schema';
import { newDemoPaymentId } from '../../integrations/payments/demo';
import { paymentProviderFor, PaymentProviderError } from '../../integrations/payments';
import { localizedError } from '../../lib/http-error';
import { lockOrderByProviderId, savePayment } from './records';
import type { PaymentsDeps } from './deps';
import { assertOrderStillPriced } from './order-pricing';
import { assertFeeOrderStillDue, type FeePricer } from './fee-orders';

/** A unique receipt of at most 40 characters (Razorpay's limit), e.g. `hs_mbx4k2a1_3f9c…`. */
function newReceipt(now: Date): string {
  return `hs_${now.getTime().toString(36)}_${randomBytes(10).toString('hex')}`;
}

const note = (value: string) => value.slice(0, 256);

export interface NewOrder {
  userId: number;
  amountPaise: number;
  purpose: PaymentPurpose;
  bookTitle: string;
  lenderName: string;
  bookId?: number | null;
  rentalId?: number | null;
  /** the priced inputs of a rental order: days and the Brocks offer (kind, Brocks offered) */
  durationDays?: number | null;
  offer?: { offerType: BrocksOfferType; brocksUsed: number } | null;
  /** a Brocks package order: the package and the Brocks it awards, base + bonus (ADR 0027) */
  brocksPackage?: { id: number; brocks: number } | null;
}

/**
 * Creates a provider order for `amountPaise` (INR) and stores it with its purpose, caller and amount.
 * Throws `HttpError` 502 'Failed to create order: <provider's reason>' when the provider refuses or is
 * unreachable (spec 000 §8 "Order creation failure").
 */
export async function createOrder(deps: PaymentsDeps, input: NewOrder) {
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
      throw localizedError(502, 'payments:orderFailed', { vars: { reason: err.description } });
    throw err;
  }
  if (order.amountPaise !== input.amountPaise || order.currency !== 'INR') {
    throw localizedError(502, 'payments:orderAmountDiffers');
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
    durationDays: input.durationDays ?? null,
    offerType: input.offer?.offerType ?? null,
    offerBrocks: input.offer?.brocksUsed ?? null,
    packageId: input.brocksPackage?.id ?? null,
    packageBrocks: input.brocksPackage?.brocks ?? null,
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
export function assertCallersOrder(
  order: PaymentOrderRow | undefined,
  callerId: number,
): asserts order is PaymentOrderRow {
  if (!order) throw localizedError(404, 'payments:orderNotFound');
  if (order.userId !== callerId) throw localizedError(403, 'payments:otherMembersOrder');
}

/**
 * The demo chooser's payment (spec 001 §2.10, §4.5): pays the caller's demo order with `method` and answers
 * the new `pay_demo_…` id. 404 when the server runs a real provider or the order is unknown, 403 for
 * another member's order, 409 when the order is already paid, and (before anything is captured) 409 when a
 * rental, purchase or late-fee/excess order no longer prices the same (`priceFee` prices fee orders).
 */
export async function payDemoOrder(
  deps: PaymentsDeps,
  input: { userId: number; orderId: string; method: DemoPaymentMethod },
  priceFee?: FeePricer,
) {
  if (paymentProviderFor(deps.config).name !== 'demo') throw localizedError(404, 'payments:demoOff');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const found = await lockOrderByProviderId(tx, input.orderId);
    const order = found?.provider === 'demo' ? found : undefined;
    assertCallersOrder(order, input.userId);
    if (order.status !== 'created') throw localizedError(409, 'payments:alreadyPaid');
    // the demo captures here: an order priced on settings that changed is refused before that
    await assertOrderStillPriced(tx, order, now);
    await assertFeeOrderStillDue(tx, order, priceFee, now);
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
