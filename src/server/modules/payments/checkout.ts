/**
 * The checkout a borrow and a buy share (spec 000 §4 "Card/UPI payment … Brocks payment skips the provider",
 * §7 "Payments and transactions"; ARCHITECTURE §2, §3; docs/decisions/0015-checkout-home.md). Money is
 * integer paise. The rentals and purchases areas call `checkout()` through `service.ts` with what is theirs
 * (claiming the book, the row and its ledger entries); the rest happens here, in this order:
 *
 *   1. the book as the caller may see it (404, own book 403, not available 409, not for sale 400) and the
 *      settings in force; the price of the request (`order-pricing.ts`);
 *   2. the caller's provider order (theirs, unused) that no longer prices the same is refused — before any capture, so there is nothing
 *      to refund (docs/decisions/0014-server-pricing-authority.md);
 *   3. `recordProviderPayment`: the provider payment is verified, captured and recorded durably, before the
 *      transaction, so if the transaction then fails the scheduled job refunds it;
 *   4. one transaction: claim the book (a conditional update; of concurrent callers exactly one wins), lock
 *      the caller's Hubshelf credit, price it again from the claimed row, consume the order for exactly the
 *      amount left after credit, write the row, spend the credit, the Brocks and the money ledger (a
 *      `payment` funded `credit` for the credit's part). Any refusal rolls all of it back
 *      (docs/decisions/0028-referral-credit-and-commission-free-periods.md).
 */
import { eq } from 'drizzle-orm';
import { isProviderMethod, type ContactInfo, type PaymentPurpose } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import { users, type PaymentOrderRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import type { ClaimedBook } from '../books';
import type { BrocksEntry } from '../brocks';
import type { PaymentsDeps } from './deps';
import {
  brocksToPay,
  paymentEntry,
  postBrocksEntries,
  postMoney,
  type MoneyEntry,
  type PaymentChoice,
} from './ledger';
import {
  assertOrderPricedAt,
  bookForCheckout,
  checkoutSettings,
  withLockedPerks,
  pricesOf,
  totalOf,
  type CheckoutPurpose,
  type CheckoutSettings,
  type PriceInputs,
} from './order-pricing';

import { findOrderByProviderId } from './records';
import { hasCreditAccount, spendCredit } from '../referrals';
import { assertCallersOrder } from './orders';
import { confirmPayment, recordPayment, type ConfirmedPayment } from './verify';

/** What the borrow and buy use cases need from the app (`app.deps` has it all). */
export type TransactionDeps = PaymentsDeps;

/** What the transaction step hands to the area's `record`. */
export interface CheckoutRecordContext {
  claimed: ClaimedBook;
  settings: CheckoutSettings;
  /** the provider payment consumed, or null (Brocks, or nothing due) */
  payment: ConfirmedPayment | null;
  /** Brocks paid in place of rupees (0 for a provider payment) */
  brocksPaid: number;
  now: Date;
}

/** What the area's `record` wrote: the row's id and ledger reference, and its own ledger entries. */
export interface CheckoutRecord {
  id: number;
  ids: { reference: string; rentalId?: number; purchaseId?: number };
  /** Brocks entries, posted in order after the row (the Brocks payment is the area's to describe) */
  brocks: BrocksEntry[];
  /** money entries besides the payment itself (deposit, fees, earnings) */
  money: MoneyEntry[];
}

/** A borrow or a buy: the request and the parts that belong to its area. */
export interface CheckoutPlan {
  callerId: number;
  bookId: number;
  /** the payment purpose and the priced inputs (duration, offer) */
  inputs: PriceInputs & { purpose: CheckoutPurpose };
  choice: PaymentChoice;
  /** the conditional update that takes the book (null when someone else took it) */
  claim: (tx: Tx, bookId: number, now: Date, callerId: number) => Promise<ClaimedBook | null>;
  /** prices the claimed book (paise): the total, the caller's credit applied and what is left to pay; refusals throw */
  price: (
    claimed: ClaimedBook,
    settings: CheckoutSettings,
  ) => { totalPaise: number; creditPaise: number; payablePaise: number };
  /** writes the rental or purchase row and answers its ledger entries */
  record: (tx: Tx, context: CheckoutRecordContext) => Promise<CheckoutRecord>;
  /** the unique index that refuses a second rental or purchase of the book */
  uniqueConstraint: string;
}

/**
 * Runs a borrow or buy (see the module comment) and answers the new row's id. Refusals: 404 'Book not
 * found'; 403 own book; 409 'This book is not available right now'; 409 'The price of this book has
 * changed. Please review the new total and pay again.'; 400 'Please complete the payment first', 'Not
 * enough Brocks', the pricing refusals; and the payments area's (another member's order 403, a different
 * amount or purpose 400, a payment id used before 409).
 */
export async function checkout(deps: TransactionDeps, plan: CheckoutPlan): Promise<number> {
  const { db } = deps;
  const { callerId, choice, inputs } = plan;
  const order = await providerOrderOf(db, callerId, choice);
  const book = await bookForCheckout(db, callerId, plan.bookId, inputs.purpose);
  const now = deps.clock.now();
  const settings = await checkoutSettings(db, { userId: callerId, now });
  const totalNow = totalOf(pricesOf(book), inputs, settings);
  if (order && order.purpose === inputs.purpose && totalNow > 0) {
    if (await hasCreditAccount(db, callerId))
      assertCreditUnchanged(order, totalNow, totalOf(pricesOf(book), inputs, withoutCredit(settings)));
    assertOrderPricedAt(order, plan.bookId, inputs, totalNow);
  }
  await recordProviderPayment(deps, callerId, choice);

  try {
    return await db.transaction(async (tx) => {
      const claimed = await plan.claim(tx, plan.bookId, now, callerId);
      if (!claimed) throw localizedError(409, 'payments:transaction.notAvailable');
      const txSettings = await withLockedPerks(tx, settings, callerId, now);
      const { payablePaise, creditPaise } = plan.price(claimed, txSettings);
      // the order was priced with other credit or prices (a concurrent borrow spent the credit): refused and
      // rolled back; the captured payment is refunded by the scheduled job
      if (order && order.purpose === inputs.purpose && payablePaise > 0 && order.amountPaise !== payablePaise)
        throw localizedError(
          409,
          txSettings.perks.creditBalancePaise !== settings.perks.creditBalancePaise
            ? 'payments:credit.creditChanged'
            : 'payments:transaction.priceChanged',
        );
      const payment = await takeProviderPayment(tx, deps, {
        callerId,
        choice,
        totalPaise: payablePaise,
        purpose: inputs.purpose,
      });
      const brocksPaid = brocksToPay(choice.paymentMethod, payablePaise, settings.brocks.brocksPerRupee);
      const record = await plan.record(tx, { claimed, settings: txSettings, payment, brocksPaid, now });
      await spendCredit(tx, callerId, creditPaise, now);
      await postBrocksEntries(tx, record.brocks);
      await postMoney(
        tx,
        [
          paymentEntry(callerId, choice, payablePaise, payment, record.ids),
          creditEntry(callerId, creditPaise, record.ids),
          ...record.money,
        ],
        now,
      );
      return record.id;
    });
  } catch (err) {
    // a row left open on a book marked available: the unique index still refuses a second one
    if (isUniqueViolationOf(err, plan.uniqueConstraint))
      throw localizedError(409, 'payments:transaction.notAvailable');
    throw err;
  }
}

const withoutCredit = (settings: CheckoutSettings): CheckoutSettings => ({
  ...settings,
  perks: { ...settings.perks, creditBalancePaise: 0 },
});

/**
 * Refuses (409 'Your Hubshelf credit has changed. …') an unused `order` priced with credit the caller no
 * longer has (another borrow or buy spent it): it is below the price without credit (`grossPaise`) and
 * below what is due now (`duePaise`). Asked only for members who were ever granted credit, so for others a
 * wrong amount keeps its own refusal. Nothing is captured yet (ADR 0028).
 */
function assertCreditUnchanged(order: PaymentOrderRow, duePaise: number, grossPaise: number): void {
  if (order.status === 'consumed' || order.status === 'refunded') return;
  if (order.amountPaise < grossPaise && order.amountPaise < duePaise)
    throw localizedError(409, 'payments:credit.creditChanged');
}

/** The `payment` row of the part of a borrow or buy paid with Hubshelf credit (ADR 0028). */
function creditEntry(
  userId: number,
  creditPaise: number,
  ids: { reference: string; rentalId?: number; purchaseId?: number },
): MoneyEntry {
  return {
    kind: 'payment',
    funding: 'credit',
    amountPaise: creditPaise,
    userId,
    ...ids,
    reference: `${ids.reference}:credit`,
  };
}

/**
 * The caller's provider order named in `choice`, read before anything else: 404 when unknown, 403 when
 * another member's, 409 when already used or refunded (as the payment checks would say). Null for Brocks or
 * without payment details (refused later if anything is due).
 */
async function providerOrderOf(
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
 * provider and records it as captured (see the module comment). Refuses with the payments area's errors:
 * 404 unknown order, 403 another member's order, 409 a payment id used before or refunded, 400 a bad
 * signature. Nothing is done for `brocks` or when the details are absent (refused later, if anything is due).
 */
export async function recordProviderPayment(
  deps: TransactionDeps,
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
  deps: Omit<TransactionDeps, 'db'>,
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

/** A member's name and where to find them: flat and wing, building and phone (spec 000 §3 collectionInfo, sellerInfo). */
export async function contactOf(db: Db | Tx, userId: number): Promise<ContactInfo & { name: string }> {
  const [row] = await db
    .select({
      name: users.name,
      flatWing: users.flatWing,
      buildingName: users.buildingName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** True when `err` (or a cause: Drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolationOf(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
