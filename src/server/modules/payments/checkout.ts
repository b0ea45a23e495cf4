/**
 * The steps of a checkout, which the borrow (rentals area) and buy (purchases area) use cases call in this
 * order, each reading top to bottom (spec 000 §4 "Card/UPI payment … Brocks payment skips the
 * provider", §7 "Payments and transactions"; ARCHITECTURE §2, §3;
 * docs/decisions/0044-one-use-case-per-checkout.md). Money is integer paise.
 *
 *   1. `openCheckout`: the caller's provider order (theirs, unused), the book as the caller may see it (404,
 *      own book 403, not available 409, not for sale 400), the settings and perks in force, the moment;
 *   2. the use case prices the request once (`priceBorrow` / `pricePurchase`, order-pricing.ts) and passes
 *      the `PricedCheckout` (`priceCheckout`) to every later step, which never price it again;
 *   3. `assertOrderPriced`: the order that no longer prices the same is refused before any capture, so there
 *      is nothing to refund (docs/decisions/0014-server-pricing-authority.md, 0028);
 *   4. `recordProviderPayment`: the provider payment is verified, captured and recorded durably, before the
 *      transaction, so if the transaction then fails the scheduled job refunds it;
 *   5. one transaction: the use case claims the book (a conditional update; of concurrent callers exactly
 *      one wins), `claimedAsPriced` (the claimed book's price and the caller's locked credit are what the
 *      request was priced with), `takeCheckoutPayment` for exactly the amount left after credit, writes its
 *      row (with `paymentColumns`), `postCheckoutLedgers` (the credit, the Brocks and the money ledger: a
 *      `payment` funded `credit` for the credit's part), notifies. Any refusal rolls all of it back
 *      (docs/decisions/0028-referral-credit-and-commission-free-periods.md); `notAvailableIfRaced` turns the
 *      unique index's refusal of a second row into 409 'This book is not available right now'.
 */
import { eq } from 'drizzle-orm';
import type { Book } from '@/contract/books';
import type { ContactInfo } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import { users, type PaymentOrderRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import type { ClaimedBook } from '../books';
import type { BrocksEntry } from '../brocks';
import { hasCreditAccount, spendCredit } from '../referrals';
import { assertNotBlockedWithOwner } from '../blocks';
import { assertNotRestricted } from '../restrictions';
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
  lockedPerksOf,
  type CheckoutPurpose,
  type CheckoutSettings,
  type PriceInputs,
} from './order-pricing';
import { providerOrderOf, takeProviderPayment } from './payment-steps';
import type { ConfirmedPayment } from './verify';

/** What the borrow and buy use cases need from the app (`app.deps` has it all). */
export type TransactionDeps = PaymentsDeps;

/** A borrow or buy as read before pricing: the request, the caller's order, the book and the settings. */
export interface OpenCheckout {
  callerId: number;
  bookId: number;
  purpose: CheckoutPurpose;
  choice: PaymentChoice;
  /** the caller's unused provider order named in `choice`; null for Brocks or without payment details */
  order: PaymentOrderRow | null;
  book: Book;
  /** the settings in force and the caller's perks (credit unlocked) */
  settings: CheckoutSettings;
  now: Date;
}

/** What every quote gives (paise): the total, the caller's credit applied and what is left to pay. */
export interface CheckoutQuote {
  totalPaise: number;
  creditPaise: number;
  payablePaise: number;
}

/** A borrow or buy priced once: the quote, the book price it was made from and the Brocks to pay. */
export interface PricedCheckout<Q extends CheckoutQuote = CheckoutQuote> extends OpenCheckout {
  quote: Q;
  /** the book's daily fee (rental) or selling price (purchase) the quote was made from, paise */
  bookPricePaise: number | null;
  /** Brocks paid in place of rupees (0 unless the method is `brocks`) */
  brocksPaid: number;
}

/** A new rental's or purchase's ledger reference and its own entries (the payment and credit are added). */
export interface CheckoutEntries {
  ids: { reference: string; rentalId?: number; purchaseId?: number };
  /** Brocks entries, posted in order (the Brocks payment is the area's to describe) */
  brocks: BrocksEntry[];
  /** money entries besides the payment itself (deposit, fees, earnings) */
  money: MoneyEntry[];
}

/**
 * Step 1: refuses a suspended or banned caller (403, ADR 0050), then reads, in this order, the caller's provider order named in `choice` (404 unknown, 403 another
 * member's, 409 used or refunded), the book (`bookForCheckout`: 404, own book 403, not available or
 * reserved 409, not for sale 400; 403 'You can't borrow this book.' when the caller and the owner have
 * blocked one another, ADR 0050) and the settings with the caller's perks at the app's clock. Writes nothing.
 */
export async function openCheckout(
  deps: TransactionDeps,
  callerId: number,
  request: { bookId: number; purpose: CheckoutPurpose; choice: PaymentChoice },
): Promise<OpenCheckout> {
  const now = deps.clock.now();
  await assertNotRestricted(deps.db, callerId, now);
  const order = await providerOrderOf(deps.db, callerId, request.choice);
  const book = await bookForCheckout(deps.db, callerId, request.bookId, request.purpose);
  await assertNotBlockedWithOwner(deps.db, callerId, book.ownerId);
  const settings = await checkoutSettings(deps.db, { userId: callerId, now });
  return { ...request, callerId, order, book, settings, now };
}

/** Step 2: `open` with its one `quote`, made from `bookPricePaise`, and the Brocks its method pays. */
export function priceCheckout<Q extends CheckoutQuote>(
  open: OpenCheckout,
  bookPricePaise: number | null,
  quote: Q,
): PricedCheckout<Q> {
  const brocksPaid = brocksToPay(
    open.choice.paymentMethod,
    quote.payablePaise,
    open.settings.brocks.brocksPerRupee,
  );
  return { ...open, quote, bookPricePaise, brocksPaid };
}

/**
 * Step 3, before any capture: refuses the caller's unused order that the request no longer prices the same
 * (`inputs`: the duration and offer of a rental). 409 'Your Hubshelf credit has changed. …' when it was
 * priced with credit the caller no longer has; 409 'The price of this book has changed. …' when priced from
 * the same inputs; else 400 'The amount paid does not match the price. …' (ADR 0014, 0028).
 */
export async function assertOrderPriced(db: Db, priced: PricedCheckout, inputs: PriceInputs): Promise<void> {
  const { order, quote } = priced;
  if (!order || order.purpose !== priced.purpose || quote.payablePaise === 0) return;
  if (await hasCreditAccount(db, priced.callerId))
    assertCreditUnchanged(order, quote.payablePaise, quote.totalPaise);
  assertOrderPricedAt(order, priced.bookId, inputs, quote.payablePaise);
}

/**
 * Step 5, right after the claim: the book the claim took (409 'This book is not available right now' when
 * it took none), checked against the request as priced: locks the caller's credit until `tx` ends and
 * refuses, rolling back, a request priced on inputs that changed since they were read: 409 'Your Hubshelf
 * credit has changed. …' when less credit is left than the quote applies (a concurrent borrow or buy spent
 * it; the captured payment is refunded by the scheduled job), 409 'The price of this book has changed. …'
 * when the claimed book's price or the caller's commission-free period is not what was priced. The quote is
 * never made again.
 */
export async function claimedAsPriced(
  tx: Tx,
  priced: PricedCheckout,
  claimed: ClaimedBook | null,
): Promise<ClaimedBook> {
  if (!claimed) throw localizedError(409, 'payments:transaction.notAvailable');
  const perks = await lockedPerksOf(tx, priced.callerId, priced.now);
  if (perks.creditBalancePaise < priced.quote.creditPaise)
    throw localizedError(409, 'payments:credit.creditChanged');
  const claimedPricePaise = priced.purpose === 'rental' ? claimed.dailyFeePaise : claimed.sellingPricePaise;
  if (
    claimedPricePaise !== priced.bookPricePaise ||
    perks.commissionFree !== priced.settings.perks.commissionFree
  )
    throw localizedError(409, 'payments:transaction.priceChanged');
  return claimed;
}

/**
 * Step 5, after the claim: consumes the caller's provider order for exactly what the quote leaves to pay
 * (`takeProviderPayment`); null for Brocks or when credit pays it all. Refusals as `takeProviderPayment`.
 */
export async function takeCheckoutPayment(
  tx: Tx,
  deps: Omit<TransactionDeps, 'db'>,
  { callerId, choice, quote, purpose }: PricedCheckout,
): Promise<ConfirmedPayment | null> {
  return takeProviderPayment(tx, deps, { callerId, choice, totalPaise: quote.payablePaise, purpose });
}

/**
 * The payment columns a rental or purchase row records for the priced checkout: the method, the provider
 * order and payment row ids consumed (null for Brocks or when credit paid it all), the Brocks paid, the moment.
 */
export function paymentColumns(priced: PricedCheckout, payment: ConfirmedPayment | null) {
  return {
    paymentMethod: priced.choice.paymentMethod,
    paymentOrderId: payment?.orderRowId ?? null,
    paymentId: payment?.paymentRowId ?? null,
    brocksPaid: priced.brocksPaid,
    createdAt: priced.now,
  };
}

/**
 * Step 5, after the row is written: spends the quote's credit, posts `entries.brocks` in order, then the
 * money ledger: the payment (provider or Brocks) for what was left to pay, the credit's `payment`, and the
 * area's entries. Throws 400 'Not enough Brocks' when a Brocks entry would overdraw (rolled back).
 */
export async function postCheckoutLedgers(
  tx: Tx,
  priced: PricedCheckout,
  payment: ConfirmedPayment | null,
  entries: CheckoutEntries,
): Promise<void> {
  const { callerId, choice, quote, now } = priced;
  await spendCredit(tx, callerId, quote.creditPaise, now);
  await postBrocksEntries(tx, entries.brocks);
  await postMoney(
    tx,
    [
      paymentEntry(callerId, choice, quote.payablePaise, payment, entries.ids),
      creditEntry(callerId, quote.creditPaise, entries.ids),
      ...entries.money,
    ],
    now,
  );
}

/**
 * Step 6, around the transaction: a row left open on a book marked available is still refused by the unique
 * index `constraint`; that refusal becomes 409 'This book is not available right now'. Any other error is
 * answered as it is, to be rethrown.
 */
export function notAvailableIfRaced(err: unknown, constraint: string): unknown {
  return isUniqueViolationOf(err, constraint)
    ? localizedError(409, 'payments:transaction.notAvailable')
    : err;
}

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
