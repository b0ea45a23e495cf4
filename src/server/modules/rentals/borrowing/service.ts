/**
 * Borrowing a book (spec 000 §3 "Pricing", "Rental request", §7 "POST /api/rentals/borrow", §9; 001 §3
 * "Rental", §7). Money is integer paise; the wire's rupees are converted at the contract boundary.
 *
 * A borrow is one use case that reads top to bottom (docs/decisions/0044-one-use-case-per-checkout.md):
 * a replay answers the rental it made; otherwise the request is read and priced once with `priceBorrow` (the
 * stored settings, the book's fee and the Brocks offer; the client's `discountAmount` only serves to detect
 * that the client showed another price), the order checked before capture, the payment captured, and in one
 * transaction the book claimed by marking it unavailable, the payment taken, the active rental recorded with
 * its Brocks and money ledger entries and the credit spent, and the owner told with the borrower's
 * reliability (docs/decisions/0036-return-code-and-reliability.md); the rental is presented.
 */
import { eq } from 'drizzle-orm';
import type { BorrowInput, BorrowResponse } from '@/contract/rentals';
import type { BrocksSettings } from '@/domain/brocks';
import type { RentalQuote } from '@/domain/pricing';
import type { Db, Tx } from '../../../db/client';
import { rentals, type RentalRow } from '../../../db/schema';
import { markUnavailableIfAvailable, type ClaimedBook } from '../../books';
import type { BrocksEntry } from '../../brocks';
import {
  assertOrderPriced,
  claimedAsPriced,
  contactOf,
  notAvailableIfRaced,
  openCheckout,
  paymentColumns,
  postCheckoutLedgers,
  priceBorrow,
  priceCheckout,
  pricesOf,
  recordProviderPayment,
  takeCheckoutPayment,
  type BorrowPricer,
  type CheckoutEntries,
  type ConfirmedPayment,
  type PricedCheckout,
  type TransactionDeps,
} from '../../payments';
import { notifyNewBorrow } from './borrow-notice';
import { replayedBorrow } from './borrow-replay';
import { rentalSummaries } from '../present';
import { startLoanConversation } from '../loan-events';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Brocks of a new rental of the book `title` (spec 000 §9): the offer's spend and the Brocks payment
 * first (so the borrow credit cannot pay for them), then +credits_per_borrow and +credits_per_lend.
 */
function rentalBrocks(
  r: { id: number; borrowerId: number; lenderId: number; brocksUsed: number; brocksPaid: number },
  title: string,
  settings: BrocksSettings,
  at: Date,
): BrocksEntry[] {
  const event = { reference: `rental:${r.id}`, at };
  return [
    {
      userId: r.borrowerId,
      delta: -r.brocksUsed,
      reason: 'offer_redeemed',
      description: `Brocks offer on "${title}"`,
      ...event,
    },
    {
      userId: r.borrowerId,
      delta: -r.brocksPaid,
      reason: 'brocks_payment',
      description: `Paid for "${title}" with Brocks`,
      ...event,
    },
    {
      userId: r.borrowerId,
      delta: settings.creditsPerBorrow,
      reason: 'borrow',
      description: `Borrowed "${title}"`,
      ...event,
    },
    {
      userId: r.lenderId,
      delta: settings.creditsPerLend,
      reason: 'lend',
      description: `Lent "${title}"`,
      ...event,
    },
  ];
}

/**
 * POST /api/rentals/borrow: `callerId` borrows `input.bookId` for `input.duration` days (spec 000 §7).
 * Refusals: 404 'Book not found' (unknown, deleted or outside the caller's hubs); 403 'You cannot borrow
 * your own book'; 409 'This book is not available right now' (lent, sold, or taken by a concurrent
 * borrower); 409 'The price of this book has changed. Please review the new total and pay again.' (the
 * order was priced on other settings; nothing is captured); 400 over the platform's max rental days, for an
 * offer too small or a discount that differs, 'Not enough Brocks' (offer or Brocks payment), 'Please
 * complete the payment first'; and the payments area's refusals (another member's order 403, an amount or
 * purpose that differs 400, a payment id used before 409). On success the book is unavailable and the
 * answer carries the owner's `collectionInfo`. The same request sent again after its answer was lost
 * answers the rental it made (`borrow-replay.ts`; ADR 0037), charging, pricing and booking nothing more.
 * `price` prices the request, once per borrow (`priceBorrow`; a test passes one that counts).
 */
export async function borrowBook(
  deps: TransactionDeps,
  callerId: number,
  input: BorrowInput,
  price: BorrowPricer = priceBorrow,
): Promise<BorrowResponse> {
  const rentalId =
    (await replayedBorrow(deps.db, callerId, input)) ?? (await borrowOnce(deps, callerId, input, price));
  return presentBorrow(deps.db, rentalId);
}

/** A new borrow, step by step (see the module comment); answers the new rental's id. */
async function borrowOnce(
  deps: TransactionDeps,
  callerId: number,
  input: BorrowInput,
  price: BorrowPricer,
): Promise<number> {
  const open = await openCheckout(deps, callerId, { bookId: input.bookId, purpose: 'rental', choice: input });
  const { dailyFeePaise } = pricesOf(open.book);
  const priced = priceCheckout(open, dailyFeePaise, price(dailyFeePaise, input, open.settings));
  await assertOrderPriced(deps.db, priced, { purpose: 'rental', ...input });
  await recordProviderPayment(deps, callerId, input);
  try {
    return await deps.db.transaction(async (tx) => {
      const claim = await markUnavailableIfAvailable(tx, input.bookId, open.now, callerId);
      const claimed = await claimedAsPriced(tx, priced, claim);
      const payment = await takeCheckoutPayment(tx, deps, priced);
      const rental = await recordRental(tx, priced, claimed, payment);
      await postCheckoutLedgers(tx, priced, payment, rentalEntries(rental, priced, claimed));
      await notifyNewBorrow(tx, rental, open.now);
      await startLoanConversation(tx, rental, open.now);
      return rental.id;
    });
  } catch (err) {
    throw notAvailableIfRaced(err, 'rentals_one_open_per_book');
  }
}

/** The borrow's answer: the rental as the lists show it, with the owner's `collectionInfo`. */
async function presentBorrow(db: Db, rentalId: number): Promise<BorrowResponse> {
  const [summary] = await rentalSummaries(db, eq(rentals.id, rentalId));
  const { name: _name, ...collectionInfo } = await contactOf(db, summary.lenderId);
  return { ...summary, collectionInfo };
}

/** Writes the active rental row of the priced borrow, paid by `payment` (null for Brocks or nothing due). */
async function recordRental(
  tx: Tx,
  priced: PricedCheckout<RentalQuote>,
  claimed: ClaimedBook,
  payment: ConfirmedPayment | null,
): Promise<RentalRow> {
  const { quote, callerId, now } = priced;
  const [rental] = await tx
    .insert(rentals)
    .values({
      bookId: claimed.id,
      borrowerId: callerId,
      lenderId: claimed.ownerId,
      status: 'active',
      startDate: now,
      endDate: new Date(now.getTime() + quote.days * DAY_MS),
      durationDays: quote.days,
      dailyFeePaise: quote.dailyFeePaise,
      rentalFeePaise: quote.rentalFeePaise,
      platformFeePaise: quote.platformFeePaise,
      securityDepositPaise: quote.securityDepositPaise,
      brocksDiscountPaise: quote.brocksDiscountPaise,
      brocksUsed: quote.brocksOffer?.brocksUsed ?? 0,
      offerType: quote.brocksOffer?.offerType ?? null,
      totalPaise: quote.totalPaise,
      lenderAmountPaise: quote.lenderAmountPaise,
      ...paymentColumns(priced, payment),
      updatedAt: now,
    })
    .returning();
  return rental;
}

/** A new rental's ledger entries: its Brocks, the Brocks offer's part, deposit held, platform fee, lender earning. */
function rentalEntries(
  rental: RentalRow,
  { quote, settings, now }: PricedCheckout<RentalQuote>,
  claimed: ClaimedBook,
): CheckoutEntries {
  const reference = `rental:${rental.id}`;
  const ids = { rentalId: rental.id, reference };
  return {
    ids,
    brocks: rentalBrocks(rental, claimed.title, settings.brocks, now),
    money: [
      {
        kind: 'payment',
        funding: 'brocks_offer',
        amountPaise: quote.brocksDiscountPaise,
        userId: rental.borrowerId,
        rentalId: rental.id,
        reference: `${reference}:brocks-offer`,
      },
      { kind: 'deposit_held', amountPaise: quote.securityDepositPaise, userId: rental.borrowerId, ...ids },
      { kind: 'platform_fee', amountPaise: quote.platformFeePaise, userId: rental.borrowerId, ...ids },
      { kind: 'lender_earning', amountPaise: quote.lenderAmountPaise, userId: claimed.ownerId, ...ids },
    ],
  };
}
