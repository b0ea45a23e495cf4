/**
 * Helpers shared by the borrow and buy API tests: neighbours in one hub with their opening Brocks, books,
 * paid demo orders, and the ledger checks every scenario ends with (ARCHITECTURE §6 "Brocks and money
 * ledgers balance after any sequence of operations").
 */
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreateOrderBody, PaymentPurpose } from '@/contract/payments';
import type { Db } from '../db/client';
import {
  brocksBalances,
  brocksLedger,
  brocksSales,
  creditBalances,
  moneyLedger,
  paymentOrders,
  payments,
  refunds,
  rentals,
  type HubRow,
} from '../db/schema';
import { insertBook, type BookAttrs } from '../seed/books';
import { addMember, insertHub } from '../seed/hubs';
import type { UserAttrs } from '../seed/factories';
import type { TestApp, TestUser } from './harness';
import { grantOpeningCredits } from '../modules/brocks';
import { createOrder } from '../modules/payments';

/** A hub and a way to sign in new members of it, each with the 100 opening Brocks. */
export async function neighbourhood(t: TestApp) {
  const hub: HubRow = await insertHub(t.db);
  const member = async (attrs: UserAttrs = {}): Promise<TestUser> => {
    const who = await t.signIn(attrs);
    await addMember(t.db, hub.id, who.user.id);
    await grantOpeningCredits(t.db, who.user.id);
    return who;
  };
  const book = (owner: TestUser, attrs: Partial<BookAttrs> = {}) =>
    insertBook(t.db, { ownerId: owner.user.id, hubIds: [hub.id], ...attrs });
  return { hub, member, book };
}

/**
 * A paid demo order as `who`, paid with the demo chooser's card. `order` is either the create-order body of
 * a rental or purchase (`{ purpose, bookId, duration, appliedBrocks }`: the server prices it through
 * `POST /api/payments/create-order`), or an amount in paise for `purpose`: then the order is stored through
 * the payments service at that amount, as an order priced earlier would be (the borrow, buy and fee
 * tests use it for orders that no longer match what is due).
 */
export async function paidOrder(
  t: TestApp,
  who: TestUser,
  order: number | CreateOrderBody,
  purpose: PaymentPurpose = 'rental',
) {
  let orderId: string;
  if (typeof order === 'number') {
    const created = await createOrder(t.app.deps, {
      userId: who.user.id,
      amountPaise: order,
      purpose,
      bookTitle: 'A book',
      lenderName: 'A neighbour',
    });
    orderId = created.orderId;
  } else {
    const created = await t.request(who).post('/api/payments/create-order', order);
    expect(created.status).toBe(200);
    orderId = created.body.orderId as string;
  }
  const paid = await t.request(who).post('/api/payments/demo/pay', { orderId, method: 'card' });
  expect(paid.status).toBe(200);
  return { orderId, paymentId: paid.body.paymentId as string };
}

/**
 * `who` borrows `bookId` for `duration` days (default 7) with a server-priced demo card order: create-order,
 * demo pay, then `POST /api/rentals/borrow` (spec 000 §7). Answers the borrow's response; callers assert it.
 */
export async function borrowWithDemoCard(t: TestApp, who: TestUser, bookId: number, duration = 7) {
  const paid = await paidOrder(t, who, { purpose: 'rental', bookId, duration });
  return t
    .request(who)
    .post('/api/rentals/borrow', { bookId, duration, paymentMethod: 'card', appliedBrocks: null, ...paid });
}

const sumOf = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** Money ledger sums in paise, by kind (and by funding for payments). */
export async function moneyTotals(db: Db, userId?: number) {
  const rows = await db
    .select({ kind: moneyLedger.kind, funding: moneyLedger.funding, total: sumOf(moneyLedger.amountPaise) })
    .from(moneyLedger)
    .where(userId === undefined ? undefined : eq(moneyLedger.userId, userId))
    .groupBy(moneyLedger.kind, moneyLedger.funding);
  const of = (kind: string, funding: string | null = null) =>
    rows
      .filter((r) => r.kind === kind && (funding === null || r.funding === funding))
      .reduce((s, r) => s + Number(r.total), 0);
  return {
    payments: of('payment'),
    provider: of('payment', 'provider'),
    brocks: of('payment', 'brocks'),
    brocksOffer: of('payment', 'brocks_offer'),
    credit: of('payment', 'credit'),
    creditGranted: of('credit_granted'),
    depositHeld: of('deposit_held'),
    depositApplied: of('deposit_applied'),
    depositReleased: of('deposit_released'),
    platformFee: of('platform_fee'),
    lenderEarning: of('lender_earning'),
    sellerEarning: of('seller_earning'),
    brocksSale: of('brocks_sale'),
    refund: of('refund'),
    platformFeeReversed: of('platform_fee_reversed'),
    lenderEarningReversed: of('lender_earning_reversed'),
  };
}

/** A member's Brocks balance. */
export async function brocksOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: brocksBalances.balance })
    .from(brocksBalances)
    .where(eq(brocksBalances.userId, userId));
  return row?.balance ?? 0;
}

/**
 * Asserts both ledgers balance:
 * - Brocks: every member's ledger sum equals their cached balance;
 * - Hubshelf credit (ADR 0028): every member's cached credit equals credit granted − payments funded credit;
 * - money: payments in + deposits applied to late fees + fees reversed by cancellations = deposits held +
 *   platform fees + lender and seller earnings + Brocks packages sold (ADR 0027) + fees refunded (ADR 0032);
 *   each package sale is one provider payment and one `brocks_sale` row of its price, and awarded its
 *   Brocks once (`package_purchase`); no rental gives back or applies more than its deposit; the provider
 *   payments in the ledger are
 *   exactly the consumed borrow, buy and fee orders; and every captured provider payment is either
 *   in the ledger, refunded, or still unused (answered as `unusedPaise`, which the refund job returns).
 */
export async function expectLedgersBalanced(db: Db): Promise<{ unusedPaise: number }> {
  const drift = await db
    .select({ userId: brocksBalances.userId })
    .from(brocksBalances)
    .where(
      sql`${brocksBalances.balance} <> (select coalesce(sum(${brocksLedger.delta}), 0) from ${brocksLedger} where ${brocksLedger.userId} = ${brocksBalances.userId})`,
    );
  expect(drift).toEqual([]);

  const creditDrift = await db
    .select({ userId: creditBalances.userId })
    .from(creditBalances)
    .where(
      sql`${creditBalances.balancePaise} <> (select coalesce(sum(case when ${moneyLedger.kind} = 'credit_granted' then ${moneyLedger.amountPaise} else -${moneyLedger.amountPaise} end), 0) from ${moneyLedger} where ${moneyLedger.userId} = ${creditBalances.userId} and (${moneyLedger.kind} = 'credit_granted' or ${moneyLedger.funding} = 'credit'))`,
    );
  expect(creditDrift).toEqual([]);
  const [spentWithoutBalance] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moneyLedger)
    .where(
      sql`(${moneyLedger.kind} = 'credit_granted' or ${moneyLedger.funding} = 'credit') and not exists (select 1 from ${creditBalances} where ${creditBalances.userId} = ${moneyLedger.userId})`,
    );
  expect(Number(spentWithoutBalance.n)).toBe(0);

  const m = await moneyTotals(db);
  expect(m.payments + m.depositApplied + m.platformFeeReversed + m.lenderEarningReversed).toBe(
    m.depositHeld + m.platformFee + m.lenderEarning + m.sellerEarning + m.brocksSale + m.refund,
  );
  const overdrawn = await db
    .select({ rentalId: moneyLedger.rentalId })
    .from(moneyLedger)
    .where(sql`${moneyLedger.rentalId} is not null`)
    .groupBy(moneyLedger.rentalId)
    .having(
      sql`coalesce(sum(${moneyLedger.amountPaise}) filter (where ${moneyLedger.kind} in ('deposit_released', 'deposit_applied')), 0) > coalesce(sum(${moneyLedger.amountPaise}) filter (where ${moneyLedger.kind} = 'deposit_held'), 0)`,
    );
  expect(overdrawn).toEqual([]);

  const [consumed] = await db
    .select({ total: sumOf(paymentOrders.amountPaise) })
    .from(paymentOrders)
    .where(
      sql`${paymentOrders.status} = 'consumed' and ${paymentOrders.purpose} in ('rental', 'purchase', 'late_fee', 'excess', 'extension', 'brocks')`,
    );
  expect(m.provider).toBe(Number(consumed.total));

  const [paid] = await db
    .select({ total: sumOf(payments.amountPaise) })
    .from(payments)
    .where(sql`${payments.status} in ('captured', 'refunded')`);
  const [refunded] = await db
    .select({ total: sumOf(refunds.amountPaise) })
    .from(refunds)
    .where(sql`${refunds.status} <> 'failed' and ${refunds.reason} <> 'cancelled'`);
  // refunds of consumed payments (a rental cancelled before pickup, ADR 0032) stay in the ledger's provider
  // payments; each gives back what the rental's payment row took in
  const [cancelRefunds] = await db
    .select({ total: sumOf(refunds.amountPaise) })
    .from(refunds)
    .where(sql`${refunds.status} <> 'failed' and ${refunds.reason} = 'cancelled'`);
  const [cancelledPaid] = await db
    .select({ total: sumOf(moneyLedger.amountPaise) })
    .from(moneyLedger)
    .innerJoin(rentals, eq(rentals.id, moneyLedger.rentalId))
    .where(
      sql`${rentals.status} = 'cancelled' and ${moneyLedger.kind} = 'payment' and ${moneyLedger.funding} = 'provider'`,
    );
  expect(Number(cancelRefunds.total)).toBe(Number(cancelledPaid.total));
  const [unused] = await db
    .select({ total: sumOf(payments.amountPaise) })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(sql`${payments.status} = 'captured' and ${paymentOrders.status} <> 'consumed'`);
  expect(Number(paid.total)).toBe(m.provider + Number(refunded.total) + Number(unused.total));

  const unmatchedSales = await db
    .select({ id: brocksSales.id })
    .from(brocksSales)
    .where(
      sql`${brocksSales.pricePaise} <> (select coalesce(sum(${moneyLedger.amountPaise}), 0) from ${moneyLedger} where ${moneyLedger.brocksSaleId} = ${brocksSales.id} and ${moneyLedger.kind} = 'payment' and ${moneyLedger.funding} = 'provider')
        or ${brocksSales.pricePaise} <> (select coalesce(sum(${moneyLedger.amountPaise}), 0) from ${moneyLedger} where ${moneyLedger.brocksSaleId} = ${brocksSales.id} and ${moneyLedger.kind} = 'brocks_sale')
        or ${brocksSales.brocks} + ${brocksSales.bonus} <> (select coalesce(sum(${brocksLedger.delta}), 0) from ${brocksLedger} where ${brocksLedger.reason} = 'package_purchase' and ${brocksLedger.reference} = 'brocks_sale:' || ${brocksSales.id} and ${brocksLedger.userId} = ${brocksSales.userId})`,
    );
  expect(unmatchedSales).toEqual([]);
  const [salesTotal] = await db.select({ total: sumOf(brocksSales.pricePaise) }).from(brocksSales);
  expect(m.brocksSale).toBe(Number(salesTotal.total));
  return { unusedPaise: Number(unused.total) };
}
