/**
 * Buying Brocks with money (spec 002 §4 "Buying Brocks", §7 `POST /api/brocks/purchase`;
 * docs/decisions/0027-buying-brocks-and-leaderboard.md). Money is integer paise, Brocks whole Brocks.
 *
 *   1. a repeat of a completed purchase (same payment id) answers the same award and writes nothing;
 *   2. the caller's order must be a `brocks` order priced for this package, which still awards and costs
 *      what it did when the order was made — refused before any capture;
 *   3. the payment is verified and recorded durably before the transaction (payments' `recordPayment`), so
 *      if the transaction fails the orphan-refund job gives the money back;
 *   4. one transaction: the order locked and consumed for exactly the package's price, a `brocks_sales` row,
 *      the `package_purchase` Brocks entry, and the `payment` + `brocks_sale` money rows.
 * Two requests with one payment id: the order lock orders them; the second finds the sale and answers it.
 */
import { eq } from 'drizzle-orm';
import { type BrocksPurchaseInput } from '@/contract/brocks-purchase';
import { isProviderMethod } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import {
  brocksPackages,
  brocksSales,
  paymentOrders,
  payments,
  type BrocksPackageRow,
  type PaymentOrderRow,
} from '../../db/schema';
import { t } from '../../i18n/t';
import { HttpError, localizedError } from '../../lib/http-error';
import { postBrocks } from '../brocks';
import {
  assertCallersOrder,
  confirmPayment,
  findOrderByProviderId,
  lockOrderByProviderId,
  postMoney,
  recordPayment,
  type PaymentsDeps,
} from '../payments';

/** When the package changed (price, Brocks or bonus) between the order and the purchase. */
export const PACKAGE_CHANGED = t('brocks:packageChanged');

export interface BrocksPurchaseResult {
  brocksAwarded: number;
}

/** The completed sale paid by provider payment `paymentId`, with its order's provider id; undefined if none. */
async function saleOfPayment(db: Db | Tx, paymentId: string) {
  const [row] = await db
    .select({ sale: brocksSales, providerOrderId: paymentOrders.providerOrderId })
    .from(brocksSales)
    .innerJoin(payments, eq(payments.id, brocksSales.paymentId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, brocksSales.paymentOrderId))
    .where(eq(payments.providerPaymentId, paymentId));
  return row;
}

/**
 * A repeat of a completed purchase: the same award when it is the caller's, for this package and order;
 * else the refusal the first checks would give (403 another member's, 400 another package, 409 used).
 */
async function repeatOf(
  db: Db | Tx,
  callerId: number,
  input: BrocksPurchaseInput,
): Promise<BrocksPurchaseResult | null> {
  const found = await saleOfPayment(db, input.paymentId);
  if (!found) return null;
  if (found.sale.userId !== callerId) throw localizedError(403, 'payments:otherMembersOrder');
  if (found.providerOrderId !== input.orderId) throw localizedError(409, 'payments:alreadyUsed');
  if (found.sale.packageId !== input.packageId) throw localizedError(400, 'brocks:otherPackage');
  return { brocksAwarded: found.sale.brocks + found.sale.bonus };
}

/** Refuses an order not made to buy `packageId`: another purpose or no package (400), another package (400). */
function assertPackageOrder(order: PaymentOrderRow, packageId: number): void {
  if (order.purpose !== 'brocks') throw localizedError(400, 'payments:wrongPurpose');
  if (order.packageId !== packageId) throw localizedError(400, 'brocks:otherPackage');
}

/** The package `id`, on sale or archived since the order (404 'Package not found' when unknown). */
async function packageOf(db: Db | Tx, id: number): Promise<BrocksPackageRow> {
  const [row] = await db.select().from(brocksPackages).where(eq(brocksPackages.id, id));
  if (!row) throw localizedError(404, 'brocks:packages.notFound');
  return row;
}

/** 409 when the package no longer costs or awards what the order was priced at. */
function assertPackageUnchanged(order: PaymentOrderRow, pkg: BrocksPackageRow): void {
  if (order.status === 'consumed' || order.status === 'refunded') return;
  if (order.amountPaise !== pkg.pricePaise || order.packageBrocks !== pkg.brocks + pkg.bonus)
    throw localizedError(409, 'brocks:packageChanged');
}

/**
 * POST /api/brocks/purchase for `callerId`: credits the package's Brocks + bonus once per payment and
 * answers `{ brocksAwarded }` (a repeat answers the same). Refusals, each writing nothing: 400 'Brocks cannot
 * be bought with Brocks'; 404 unknown order or package; 403 another member's order; 400 an order for another
 * purpose or package; 409 the package changed since the order; the payment checks (400 amount or signature,
 * 409 a payment used before or refunded).
 */
export async function purchaseBrocks(
  deps: PaymentsDeps,
  callerId: number,
  input: BrocksPurchaseInput,
): Promise<BrocksPurchaseResult> {
  try {
    return await purchaseOnce(deps, callerId, input);
  } catch (err) {
    // A simultaneous request with the same payment won the race (its payment row or sale came first):
    // wait for it behind the order's lock, then answer the same award (idempotent by payment id).
    if (!(err instanceof HttpError) || err.status !== 409) throw err;
    const after = await deps.db.transaction(async (tx) => {
      await lockOrderByProviderId(tx, input.orderId);
      return repeatOf(tx, callerId, input);
    });
    if (after) return after;
    throw err;
  }
}

async function purchaseOnce(
  deps: PaymentsDeps,
  callerId: number,
  input: BrocksPurchaseInput,
): Promise<BrocksPurchaseResult> {
  const { db } = deps;
  if (!isProviderMethod(input.paymentMethod)) throw localizedError(400, 'brocks:brocksNotAccepted');
  const repeat = await repeatOf(db, callerId, input);
  if (repeat) return repeat;

  const order = await findOrderByProviderId(db, input.orderId);
  assertCallersOrder(order, callerId);
  assertPackageOrder(order, input.packageId);
  const pkg = await packageOf(db, input.packageId);
  assertPackageUnchanged(order, pkg);
  const proof = {
    callerId,
    orderId: input.orderId,
    paymentId: input.paymentId,
    signature: input.signature,
  };
  await recordPayment(deps, proof);

  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const locked = await lockOrderByProviderId(tx, input.orderId);
    assertCallersOrder(locked, callerId);
    // a concurrent request with this payment may have completed while this one waited for the lock
    const again = await repeatOf(tx, callerId, input);
    if (again) return again;
    assertPackageOrder(locked, input.packageId);
    const payment = await confirmPayment(tx, deps, {
      ...proof,
      expectedAmountPaise: pkg.pricePaise,
      purpose: 'brocks',
    });
    const [sale] = await tx
      .insert(brocksSales)
      .values({
        userId: callerId,
        packageId: pkg.id,
        brocks: pkg.brocks,
        bonus: pkg.bonus,
        pricePaise: pkg.pricePaise,
        paymentOrderId: payment.orderRowId,
        paymentId: payment.paymentRowId,
        createdAt: now,
      })
      .returning();
    const reference = `brocks_sale:${sale.id}`;
    const brocksAwarded = sale.brocks + sale.bonus;
    await postBrocks(tx, {
      userId: callerId,
      delta: brocksAwarded,
      reason: 'package_purchase',
      reference,
      description: `Bought the ${pkg.name} package`,
      at: now,
    });
    const money = { amountPaise: sale.pricePaise, userId: callerId, reference, brocksSaleId: sale.id };
    await postMoney(
      tx,
      [
        { ...money, kind: 'payment', funding: 'provider', paymentOrderId: payment.orderRowId },
        { ...money, kind: 'brocks_sale' },
      ],
      now,
    );
    return { brocksAwarded };
  });
}
