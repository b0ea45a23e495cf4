/**
 * Borrowing a book (spec 000 §3 "Pricing", "Rental request", §7 "POST /api/rentals/borrow", §9; 001 §3
 * "Rental", §7). Money is integer paise; the wire's rupees are converted at the contract boundary.
 *
 * A borrow is the payments area's `checkout()` (docs/decisions/0015-checkout-home.md) with the rental's own
 * parts: the book is claimed by marking it unavailable, priced with `priceBorrow` (the stored settings, the
 * book's fee and the Brocks offer; the client's `discountAmount` only serves to detect that the client showed
 * another price), and recorded as an active rental with its Brocks and money ledger entries; the owner is
 * told with the borrower's reliability (docs/decisions/0036-return-code-and-reliability.md).
 */
import { eq } from 'drizzle-orm';
import type { BorrowInput, BorrowResponse } from '@/contract/rentals';
import type { BrocksSettings } from '@/domain/brocks';
import type { Tx } from '../../../db/client';
import { rentals } from '../../../db/schema';
import { markUnavailableIfAvailable } from '../../books';
import type { BrocksEntry } from '../../brocks';
import {
  checkout,
  contactOf,
  priceBorrow,
  type CheckoutRecord,
  type CheckoutRecordContext,
  type TransactionDeps,
} from '../../payments';
import { notifyNewBorrow } from './borrow-notice';
import { replayedBorrow } from './borrow-replay';
import { rentalSummaries } from '../present';

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
 * answers the rental it made (`borrow-replay.ts`; ADR 0037), charging and booking nothing more.
 */
export async function borrowBook(
  deps: TransactionDeps,
  callerId: number,
  input: BorrowInput,
): Promise<BorrowResponse> {
  const rentalId =
    (await replayedBorrow(deps.db, callerId, input)) ??
    (await checkout(deps, {
      callerId,
      bookId: input.bookId,
      inputs: { purpose: 'rental', duration: input.duration, appliedBrocks: input.appliedBrocks },
      choice: input,
      claim: markUnavailableIfAvailable,
      price: (claimed, settings) => priceBorrow(claimed.dailyFeePaise, input, settings),
      record: (tx, context) => recordRental(tx, callerId, input, context),
      uniqueConstraint: 'rentals_one_open_per_book',
    }));
  const [summary] = await rentalSummaries(deps.db, eq(rentals.id, rentalId));
  const { name: _name, ...collectionInfo } = await contactOf(deps.db, summary.lenderId);
  return { ...summary, collectionInfo };
}

/** The rental row of a borrow and its ledger entries (deposit held, platform fee, lender earning, Brocks). */
async function recordRental(
  tx: Tx,
  callerId: number,
  input: BorrowInput,
  { claimed, settings, payment, brocksPaid, now }: CheckoutRecordContext,
): Promise<CheckoutRecord> {
  const quote = priceBorrow(claimed.dailyFeePaise, input, settings);
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
      brocksPaid,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await notifyNewBorrow(tx, rental, now);
  const reference = `rental:${rental.id}`;
  const ids = { rentalId: rental.id, reference };
  return {
    id: rental.id,
    ids,
    brocks: rentalBrocks(rental, claimed.title, settings.brocks, now),
    money: [
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
  };
}
