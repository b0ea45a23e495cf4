/**
 * The server prices every rental and purchase itself (ARCHITECTURE §3; spec 000 §3 "Pricing", §7, §9;
 * docs/decisions/0014-server-pricing-authority.md): from the stored settings, the book and the Brocks offer,
 * with `quoteBorrow` / `quotePurchase` of src/domain/pricing.ts. One pricing function per kind of order:
 * `priceBorrow` for a rental, `pricePurchase` for a purchase (both on `rentalQuote` / `quotePurchase`, the
 * functions the client's display price uses too). Create-order (the order's amount), the demo payment (refused
 * when the order no longer prices the same) and the borrow and buy use cases (priced once per request, then
 * the priced order is passed on; docs/decisions/0044-one-use-case-per-checkout.md) all price with them.
 * Money is integer paise.
 */
import { type AppliedBrocks } from '@/contract/payments';

import { type Book } from '@/contract/books';
import type { BrocksSettings } from '@/domain/brocks';
import { rupeesToPaise } from '@/domain/money';
import { isCommissionFree } from '@/domain/commission-free';
import {
  allowedDurations,
  NO_PERKS,
  quoteBorrow,
  quotePurchase,
  type BorrowOffer,
  type MemberPerks,
  type PurchaseQuote,
  type RentalQuote,
} from '@/domain/pricing';
import type { PlatformSettings } from '@/domain/settings';
import type { Db, Tx } from '../../db/client';
import type { PaymentOrderRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { findBookInHubsOf } from '../books';
import { commissionFreeUntil } from '../brocks';
import { creditBalanceOf, lockedCreditBalance } from '../referrals';
import { getBrocksSettings, getPlatformSettings } from '../settings';

/** What a borrow or buy is: its payment purpose. */
export type CheckoutPurpose = 'rental' | 'purchase';

/** The settings a checkout prices with, read once per request, and the caller's perks (ADR 0028). */
export interface CheckoutSettings {
  platform: PlatformSettings;
  brocks: BrocksSettings;
  perks: MemberPerks;
}

/** The inputs an order or a borrow/buy is priced from (duration in days; rental only). */
export interface PriceInputs {
  purpose: CheckoutPurpose;
  duration?: number | null;
  appliedBrocks?: AppliedBrocks | null;
}

/** The book's prices in paise. */
export interface BookPrices {
  dailyFeePaise: number;
  sellingPricePaise: number | null;
}

/**
 * Reads the settings in force and, for `member`, their perks at `member.now` (ADR 0028): a running
 * commission-free period and their Hubshelf credit (paise). Without `member`: no perks.
 */
export async function checkoutSettings(
  db: Db | Tx,
  member?: { userId: number; now: Date },
): Promise<CheckoutSettings> {
  // In turn, not Promise.all: `db` may be a transaction, one connection that runs one query at a time.
  const platform = await getPlatformSettings(db);
  const brocks = await getBrocksSettings(db);
  const perks = member ? await perksOf(db, member.userId, member.now, creditBalanceOf) : NO_PERKS;
  return { platform, brocks, perks };
}

/** `userId`'s perks at `now`, their credit read with `creditOf` (locked inside a checkout transaction). */
async function perksOf(
  db: Db | Tx,
  userId: number,
  now: Date,
  creditOf: (db: Tx, userId: number) => Promise<number>,
): Promise<MemberPerks> {
  const until = await commissionFreeUntil(db, userId);
  return {
    commissionFree: isCommissionFree(until, now),
    creditBalancePaise: await creditOf(db as Tx, userId),
  };
}

/** `userId`'s perks at `now`, their credit row locked until `tx` ends (ADR 0028). */
export async function lockedPerksOf(tx: Tx, userId: number, now: Date): Promise<MemberPerks> {
  return perksOf(tx, userId, now, lockedCreditBalance);
}

/**
 * The book `callerId` wants to borrow or buy, as they may see it. Throws 404 'Book not found' (unknown,
 * deleted, outside their hubs), 403 'You cannot borrow/buy your own book', 409 'This book is not available
 * right now', 409 'This book is reserved for another member until {time}' while another member holds it
 * (docs/decisions/0025-availability-alerts-hold-queue.md; the claim checks it again under a row lock),
 * 400 'This book is not for sale' (purchase).
 */
export async function bookForCheckout(
  db: Db | Tx,
  callerId: number,
  bookId: number,
  purpose: CheckoutPurpose,
): Promise<Book> {
  const book = await findBookInHubsOf(db, bookId, callerId);
  if (!book) throw localizedError(404, 'books:notFound');
  if (book.ownerId === callerId)
    throw localizedError(
      403,
      purpose === 'rental' ? 'payments:transaction.ownBookBorrow' : 'payments:transaction.ownBookBuy',
    );
  if (book.status !== 'listed' || !book.isAvailable)
    throw localizedError(409, 'payments:transaction.notAvailable');
  if (book.reservedUntil && !book.reservedForYou)
    throw localizedError(409, 'alerts:reserved', { vars: { until: new Date(book.reservedUntil) } });
  if (purpose === 'purchase' && !book.sellingPrice)
    throw localizedError(400, 'payments:transaction.notForSale');
  return book;
}

/** A wire book's prices in paise. */
export const pricesOf = (book: Book): BookPrices => ({
  dailyFeePaise: rupeesToPaise(book.dailyFee),
  sellingPricePaise: book.sellingPrice ? rupeesToPaise(book.sellingPrice) : null,
});

const offerOf = (applied: AppliedBrocks | null | undefined): BorrowOffer | null =>
  applied ? { offerType: applied.offerType, brocksUsed: applied.brocksUsed } : null;

/**
 * The price of renting at `dailyFeePaise` for `duration` days with `offer` under `settings` (the stored
 * platform settings, the Brocks rates and the caller's perks): `quoteBorrow` of src/domain/pricing.ts, which
 * the client's display price calls with the settings on screen. No refusals of its own (`RangeError` on
 * invalid input).
 */
function rentalQuote(
  dailyFeePaise: number,
  duration: number,
  offer: BorrowOffer | null,
  { platform, brocks, perks }: CheckoutSettings,
): RentalQuote {
  return quoteBorrow(dailyFeePaise, duration, offer, platform, brocks, perks);
}

/**
 * The one pricing of a borrow request (create-order and the borrow use case): `rentalQuote` with the
 * request's checks. Throws 400 for a length not in `allowedDurations(maxRentalDays)` (ADR 0022: 'Rentals can
 * last at most N days' beyond the max, else 'Please select rental duration'), for a commission-free offer in
 * a commission-free period (ADR 0028), when the offer gives no whole rupee or day, or when the client's
 * `discountAmount` (rupees) differs from the server's discount.
 */
export function priceBorrow(
  dailyFeePaise: number,
  input: { duration: number; appliedBrocks?: AppliedBrocks | null },
  settings: CheckoutSettings,
): RentalQuote {
  const { platform, perks } = settings;
  if (input.appliedBrocks?.offerType === 'commission_free' && perks.commissionFree)
    throw localizedError(400, 'payments:credit.commissionFreeOfferDuringPeriod');
  if (!allowedDurations(platform.maxRentalDays).includes(input.duration))
    throw input.duration > platform.maxRentalDays
      ? localizedError(400, 'payments:maxRentalDays', { vars: { days: platform.maxRentalDays } })
      : localizedError(400, 'payments:transaction.durationRequired');
  const offer = input.appliedBrocks ?? null;
  const quote = rentalQuote(dailyFeePaise, input.duration, offerOf(offer), settings);
  if (offer && !quote.brocksOffer) throw localizedError(400, 'payments:transaction.offerTooSmall');
  if (offer && rupeesToPaise(offer.discountAmount) !== quote.brocksDiscountPaise)
    throw localizedError(400, 'payments:transaction.discountMismatch');
  return quote;
}

/** The function that prices a borrow request: `priceBorrow`, or a stand-in that a test counts. */
export type BorrowPricer = typeof priceBorrow;

/**
 * The one pricing of a purchase (create-order, the demo payment and the buy use case): `quotePurchase` of
 * the selling price (paise) with the caller's perks. Throws 400 'This book is not for sale' without a price.
 */
export function pricePurchase(sellingPricePaise: number | null, settings: CheckoutSettings): PurchaseQuote {
  if (!sellingPricePaise) throw localizedError(400, 'payments:transaction.notForSale');
  return quotePurchase(sellingPricePaise, settings.platform, settings.perks);
}

/** The price of `inputs` on a book at `prices` (`priceBorrow` or `pricePurchase`); `payablePaise` is the order's amount. */
function priceRequest(prices: BookPrices, inputs: PriceInputs, settings: CheckoutSettings) {
  if (inputs.purpose === 'purchase') return pricePurchase(prices.sellingPricePaise, settings);
  if (!inputs.duration) throw localizedError(400, 'payments:transaction.durationRequired');
  return priceBorrow(
    prices.dailyFeePaise,
    { duration: inputs.duration, appliedBrocks: inputs.appliedBrocks },
    settings,
  );
}

/** A priced order: what `createOrder` stores. */
export interface PricedOrder {
  amountPaise: number;
  bookId: number;
  bookTitle: string;
  lenderName: string;
  durationDays: number | null;
  offer: BorrowOffer | null;
}

/**
 * POST /api/payments/create-order for a rental or purchase: the amount `callerId` pays for `bookId` with
 * `inputs`, priced now, with the book's title and owner for the provider's notes. Refuses like
 * `bookForCheckout` and `priceBorrow`.
 */
export async function priceOrder(
  db: Db,
  callerId: number,
  bookId: number,
  inputs: PriceInputs,
  now: Date,
): Promise<PricedOrder> {
  const book = await bookForCheckout(db, callerId, bookId, inputs.purpose);
  const settings = await checkoutSettings(db, { userId: callerId, now });
  const amountPaise = priceRequest(pricesOf(book), inputs, settings).payablePaise;
  if (amountPaise === 0) throw localizedError(400, 'payments:credit.nothingToPay');
  return {
    amountPaise,
    bookId,
    bookTitle: book.title,
    lenderName: book.owner.name,
    durationDays: inputs.purpose === 'rental' ? (inputs.duration ?? null) : null,
    offer: inputs.purpose === 'rental' ? offerOf(inputs.appliedBrocks) : null,
  };
}

/** Whether `order` was priced from the same inputs as `inputs` (book, duration, offer kind and Brocks). */
function sameInputs(order: PaymentOrderRow, bookId: number, inputs: PriceInputs): boolean {
  if (order.bookId !== bookId) return false;
  if (inputs.purpose !== 'rental') return true;
  const offer = offerOf(inputs.appliedBrocks);
  return (
    order.durationDays === (inputs.duration ?? null) &&
    order.offerType === (offer?.offerType ?? null) &&
    order.offerBrocks === (offer?.brocksUsed ?? null)
  );
}

/**
 * Refuses, before any capture, an unused `order` whose amount is not `totalPaise` (the price of `inputs`
 * for `bookId` now): 409 'The price of this book has changed. Please review the new total and pay again.' when it was
 * priced from the same inputs (settings or the book's fee changed since), else 400 'The amount paid does not
 * match the price. Please try again.'. A consumed or refunded order is left to the payment checks.
 */
export function assertOrderPricedAt(
  order: PaymentOrderRow,
  bookId: number,
  inputs: PriceInputs,
  totalPaise: number,
): void {
  if (order.status === 'consumed' || order.status === 'refunded') return;
  if (order.amountPaise === totalPaise) return;
  if (sameInputs(order, bookId, inputs)) throw localizedError(409, 'payments:transaction.priceChanged');
  throw localizedError(400, 'payments:amountMismatch');
}

/**
 * For the demo payment: refuses (409, `payments:transaction.priceChanged`) a rental or purchase order that
 * its stored inputs no longer price the same, so nothing is captured at the old price. An order whose book
 * cannot be priced now (taken, unlisted) is left alone: the borrow or buy refuses it.
 */
export async function assertOrderStillPriced(db: Db | Tx, order: PaymentOrderRow, now: Date): Promise<void> {
  if ((order.purpose !== 'rental' && order.purpose !== 'purchase') || !order.bookId) return;
  if (order.purpose === 'rental' && !order.durationDays) return;
  let totalPaise: number;
  try {
    const book = await bookForCheckout(db, order.userId, order.bookId, order.purpose);
    const settings = await checkoutSettings(db, { userId: order.userId, now });
    const prices = pricesOf(book);
    const offer = order.offerType ? { offerType: order.offerType, brocksUsed: order.offerBrocks ?? 0 } : null;
    totalPaise = (
      order.purpose === 'purchase'
        ? pricePurchase(prices.sellingPricePaise, settings)
        : rentalQuote(prices.dailyFeePaise, order.durationDays!, offer, settings)
    ).payablePaise;
  } catch {
    return;
  }
  if (totalPaise !== order.amountPaise) throw localizedError(409, 'payments:transaction.priceChanged');
}
