/**
 * Borrowing a book (spec 000 §3 "Pricing", "Rental request", §7 "POST /api/rentals/borrow", §9; 001 §3
 * "Rental", §7; issue 5 "Rules decided for Hubshelf"). Money is integer paise; the wire's rupees are
 * converted at the contract boundary.
 *
 * The server prices every borrow itself from the stored settings, the book and the Brocks offer; the
 * client's `discountAmount` only serves to detect that the client showed another price. A borrow is one
 * database transaction: claim the book (a conditional update, so of concurrent borrowers exactly one wins),
 * consume the payment, create the active rental, spend and credit Brocks, write the money ledger. Any
 * refusal rolls all of it back; a provider payment recorded before the transaction then stays unused and
 * the scheduled job refunds it.
 *
 * The purchases area uses the shared checkout helpers re-exported at the bottom.
 */
import { eq } from 'drizzle-orm';
import { BOOK_MESSAGES } from '@/contract/books';
import {
  maxRentalDaysMessage,
  TRANSACTION_MESSAGES,
  type AppliedBrocks,
  type BorrowInput,
  type BorrowResponse,
} from '@/contract/rentals';
import type { BrocksSettings } from '@/domain/brocks';
import { rupeesToPaise } from '@/domain/money';
import { quoteRental, type RentalQuote } from '@/domain/pricing';
import type { PlatformSettings } from '@/domain/settings';
import { rentals } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { findBookInHubsOf, markUnavailableIfAvailable } from '../books/service';
import type { BrocksEntry } from '../brocks/service';
import { getBrocksSettings, getPlatformSettings } from '../settings/service';
import {
  brocksToPay,
  contactOf,
  isUniqueViolationOf,
  paymentEntry,
  postMoney,
  recordProviderPayment,
  postBrocksEntries,
  takeProviderPayment,
  type TransactionDeps,
} from './checkout';
import { rentalSummaries } from './present';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The server's price of borrowing at `dailyFeePaise` for `duration` days with an optional Brocks offer of
 * `brocksUsed` Brocks (issue 5 rules): `quoteRental` with the offer valued at the stored conversion rates
 * (Brocks per rupee or per commission-free day).
 */
export function quoteBorrow(
  dailyFeePaise: number,
  duration: number,
  offer: Pick<AppliedBrocks, 'offerType' | 'brocksUsed'> | null,
  platform: PlatformSettings,
  brocks: BrocksSettings,
): RentalQuote {
  return quoteRental(
    dailyFeePaise,
    duration,
    platform,
    offer && {
      offerType: offer.offerType,
      brocks: offer.brocksUsed,
      ratePerUnit:
        offer.offerType === 'rupees'
          ? brocks.creditsForRupeesConversion
          : brocks.creditsForCommissionFreeDays,
    },
  );
}

/**
 * `quoteBorrow` for a borrow request. Throws 400 when the offer gives no whole rupee or day, or when the
 * client's `discountAmount` (rupees) differs from the server's discount.
 */
function priceBorrow(
  dailyFeePaise: number,
  input: Pick<BorrowInput, 'duration' | 'appliedBrocks'>,
  platform: PlatformSettings,
  brocks: BrocksSettings,
): RentalQuote {
  const offer = input.appliedBrocks ?? null;
  const quote = quoteBorrow(dailyFeePaise, input.duration, offer, platform, brocks);
  if (offer && !quote.brocksOffer) throw badRequest(TRANSACTION_MESSAGES.offerTooSmall);
  if (offer && rupeesToPaise(offer.discountAmount) !== quote.brocksDiscountPaise)
    throw badRequest(TRANSACTION_MESSAGES.discountMismatch);
  return quote;
}

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
 * borrower); 400 over the platform's max rental days, for an offer too small or a discount that differs,
 * 'Not enough Brocks' (offer or Brocks payment), 'Please complete the payment first'; and the payments
 * area's refusals (another member's order 403, an amount or purpose that differs 400, a payment id used
 * before 409). On success the book is unavailable and the answer carries the owner's `collectionInfo`.
 */
export async function borrowBook(
  deps: TransactionDeps,
  callerId: number,
  input: BorrowInput,
): Promise<BorrowResponse> {
  const { db } = deps;
  await recordProviderPayment(deps, callerId, input);
  const book = await findBookInHubsOf(db, input.bookId, callerId);
  if (!book) throw notFound(BOOK_MESSAGES.notFound);
  if (book.ownerId === callerId) throw forbidden(TRANSACTION_MESSAGES.ownBookBorrow);
  if (book.status !== 'listed' || !book.isAvailable) throw conflict(TRANSACTION_MESSAGES.notAvailable);
  const [platform, brocks] = await Promise.all([getPlatformSettings(db), getBrocksSettings(db)]);
  if (input.duration > platform.maxRentalDays) throw badRequest(maxRentalDaysMessage(platform.maxRentalDays));

  const now = deps.clock.now();
  let rentalId: number;
  try {
    rentalId = await db.transaction(async (tx) => {
      const claimed = await markUnavailableIfAvailable(tx, input.bookId, now);
      if (!claimed) throw conflict(TRANSACTION_MESSAGES.notAvailable);
      const quote = priceBorrow(claimed.dailyFeePaise, input, platform, brocks);
      const payment = await takeProviderPayment(tx, deps, {
        callerId,
        choice: input,
        totalPaise: quote.totalPaise,
        purpose: 'rental',
      });
      const [rental] = await tx
        .insert(rentals)
        .values({
          bookId: claimed.id,
          borrowerId: callerId,
          lenderId: claimed.ownerId,
          status: 'active',
          startDate: now,
          endDate: new Date(now.getTime() + input.duration * DAY_MS),
          durationDays: input.duration,
          dailyFeePaise: quote.dailyFeePaise,
          rentalFeePaise: quote.rentalFeePaise,
          platformFeePaise: quote.platformFeePaise,
          securityDepositPaise: quote.securityDepositPaise,
          brocksDiscountPaise: quote.brocksDiscountPaise,
          brocksUsed: quote.brocksOffer?.brocksUsed ?? 0,
          offerType: quote.brocksOffer?.offerType ?? null,
          totalPaise: quote.totalPaise,
          lenderAmountPaise: quote.lenderAmountPaise,
          paymentMethod: input.paymentMethod,
          paymentOrderId: payment?.orderRowId ?? null,
          paymentId: payment?.paymentRowId ?? null,
          brocksPaid: brocksToPay(input.paymentMethod, quote.totalPaise, brocks.brocksPerRupee),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await postBrocksEntries(tx, rentalBrocks(rental, claimed.title, brocks, now));
      const reference = `rental:${rental.id}`;
      const ids = { rentalId: rental.id, reference };
      await postMoney(
        tx,
        [
          paymentEntry(callerId, input, quote.totalPaise, payment, ids),
          {
            kind: 'payment',
            funding: 'brocks_offer',
            amountPaise: quote.brocksDiscountPaise,
            userId: callerId,
            rentalId: rental.id,
            reference: `${reference}:brocks-offer`,
          },
          { kind: 'deposit_held', amountPaise: quote.securityDepositPaise, userId: callerId, ...ids },
          { kind: 'platform_fee', amountPaise: quote.platformFeePaise, userId: callerId, ...ids },
          { kind: 'lender_earning', amountPaise: quote.lenderAmountPaise, userId: claimed.ownerId, ...ids },
        ],
        now,
      );
      return rental.id;
    });
  } catch (err) {
    // a rental left open on a book marked available: the partial unique index still refuses a second one
    if (isUniqueViolationOf(err, 'rentals_one_open_per_book'))
      throw conflict(TRANSACTION_MESSAGES.notAvailable);
    throw err;
  }
  const [summary] = await rentalSummaries(db, eq(rentals.id, rentalId));
  const { name: _name, ...collectionInfo } = await contactOf(db, summary.lenderId);
  return { ...summary, collectionInfo };
}

export {
  brocksToPay,
  contactOf,
  isUniqueViolationOf,
  paymentEntry,
  postMoney,
  recordProviderPayment,
  postBrocksEntries,
  takeProviderPayment,
  type TransactionDeps,
} from './checkout';
export { transactionBookColumns } from './present';
// The use cases the jobs and the demo seed call, reached through this front (ADR 0016).
export { runDuePass } from './notices';
export { confirmReturn, requestReturn } from './returns';
export { requestExtension } from './extensions';
