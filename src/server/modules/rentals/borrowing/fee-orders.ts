/**
 * What a late fee, excess charges or an approved extension costs now, for
 * POST /api/payments/create-order (ARCHITECTURE §3: the server prices every fee order from its reference;
 * docs/decisions/0014-server-pricing-authority.md). The same figures the pay calls check: the unpaid late fee
 * or the excess the deposit does not cover (`settlementOf`; docs/decisions/0003-late-fees-from-the-deposit.md),
 * the approved request's total (docs/decisions/0004-extension-fee.md). Money is integer paise.
 */
import { eq } from 'drizzle-orm';
import type { FeeReference } from '@/contract/payments';
import type { Db, Tx } from '../../../db/client';
import { rentalExtensionRequests, rentals, type RentalRow } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import type { PricedFee } from '../../payments';
import { assertParty, rentalFor } from '../access';
import { settlementOf } from '../details';
import { assertActive } from '../returns/extensions';
import { peopleOf } from '../people';

/**
 * The late fee (`late_fee`) or excess (`excess`) `r` owes at `now`, in paise. Throws 409 'This rental is
 * already completed', 400 'No Late Fees' / 'No Payment Required' when nothing is due.
 */
export function feeDue(r: RentalRow, kind: 'late_fee' | 'excess', now: Date): number {
  if (r.status === 'completed') throw localizedError(409, 'rentals:lifecycle.completed');
  const s = settlementOf(r, now);
  const due = kind === 'late_fee' ? s.outstandingPaise : s.excessPaise;
  if (due <= 0)
    throw localizedError(
      400,
      kind === 'late_fee' ? 'rentals:lifecycle.noLateFees' : 'rentals:lifecycle.noPaymentRequired',
    );
  return due;
}

/**
 * The approved, unpaid extension request `requestId` and its rental, if `callerId` is the borrower. Throws
 * 404 'Extension request not found', 403 for the owner or a stranger, 409 when paid already, not approved,
 * or the rental is no longer active.
 */
export async function approvedExtension(db: Db | Tx, requestId: number, callerId: number) {
  const [request] = await db
    .select()
    .from(rentalExtensionRequests)
    .where(eq(rentalExtensionRequests.id, requestId));
  if (!request) throw localizedError(404, 'rentals:lifecycle.extensionRequestNotFound');
  const [rental] = await db.select().from(rentals).where(eq(rentals.id, request.rentalId));
  assertParty(rental, callerId, 'borrower');
  if (request.status === 'paid') throw localizedError(409, 'rentals:lifecycle.extensionPaid');
  if (request.status !== 'approved') throw localizedError(409, 'rentals:lifecycle.extensionNotApproved');
  assertActive(rental);
  return { rental, request };
}

/**
 * Prices the fee order `ref` for `callerId` at `now` (the payments area's `FeePricer`): the
 * amount in paise, the rental it is for, and the book's title and owner. Refusals: 404 unknown rental or
 * request, 403 not the borrower, and those of `feeDue` / `approvedExtension`.
 */
export async function priceFeeOrder(
  db: Db | Tx,
  callerId: number,
  ref: FeeReference,
  now: Date,
): Promise<PricedFee> {
  let rental: RentalRow;
  let amountPaise: number;
  if (ref.purpose === 'extension') {
    const found = await approvedExtension(db, ref.extensionRequestId, callerId);
    rental = found.rental;
    amountPaise = found.request.totalPaise;
  } else {
    rental = await rentalFor(db, ref.rentalId, callerId, 'borrower');
    amountPaise = feeDue(rental, ref.purpose, now);
  }
  const p = await peopleOf(db, rental);
  return {
    amountPaise,
    rentalId: rental.id,
    bookId: rental.bookId,
    bookTitle: p.bookTitle,
    lenderName: p.lender.name,
  };
}
