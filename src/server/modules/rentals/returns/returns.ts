/**
 * Returning a borrowed book and paying late fees (spec 001 §2.7-§2.9, §4.1, §4.4, §5, §7;
 * 002 §4, §7). Money is integer paise inside; the wire's rupees are converted here.
 *
 * - request-return (borrower): active → return_requested; the late fee is assessed then (days late × daily
 *   fee). When the fee not yet paid exceeds the deposit the answer says `requiresPayment` and the owner is
 *   told only once the excess is paid; otherwise the owner gets a return_request notification now.
 * - pay-late-fees / pay-excess-charges (borrower): a provider payment of exactly the server's figure; the
 *   ledger gets the payment, the platform's commission on it and the owner's earning.
 * - confirm-return (owner): completes the rental, makes the book available, takes the unpaid late fee from the
 *   deposit (deposit_applied) and refunds the rest (deposit_released), and posts the platform's commission
 *   and the owner's earning on that part; the borrower gets return_confirmed and book_returned. With a
 *   deposit claim (docs/decisions/0035-deposit-claims-and-photos.md) the rest stays held until the claim
 *   settles (`claim-settle.ts`).
 * Each step locks the rental row, so concurrent calls on one rental run one after the other.
 */
import { and, eq } from 'drizzle-orm';
import type { ClaimInput } from '@/contract/claims';
import { type RentalDetails } from '@/contract/rentals';
import { type ReturnMethod, type ReturnRequestResult } from '@/contract/returns';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import { percentOfPaise } from '@/domain/pricing';
import { platformShareOfPart } from '@/domain/rentals';
import { books, rentals, type RentalRow } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import { bookBecameAvailable } from '../../alerts';
import { notify, notificationIdsByData, markManyRead } from '../../notifications';
import { getPlatformSettings } from '../../settings';
import { rentalFor } from '../access';
import {
  assertFeeOrderDue,
  postMoney,
  providerOrderOf,
  recordProviderPayment,
  takeProviderPayment,
  type PaymentChoice,
  type TransactionDeps,
} from '../../payments';
import { openClaim } from '../claims/claims';
import { notifyReturnRequest } from './return-notices';
import { assessedLateFee, rentalDetailsOf, settlementOf } from '../details';
import { peopleOf, rupeesText } from '../people';
import { feeDue } from '../borrowing/fee-orders';
import { t } from '../../../i18n/t';
import { addLoanEvent } from '../../conversations';

/** Refuses a step on a rental that is not in `status` with the clear 409 of its actual state. */
function assertStatus(r: RentalRow, status: RentalRow['status']): void {
  if (r.status === status) return;
  if (r.status === 'completed') throw localizedError(409, 'rentals:lifecycle.completed');
  if (r.status === 'cancelled') throw localizedError(409, 'rentals:lifecycle.notActive');
  throw localizedError(
    409,
    status === 'active' ? 'rentals:lifecycle.alreadyReturnRequested' : 'rentals:lifecycle.notReturnRequested',
  );
}

/**
 * POST /api/rentals/:id/request-return (borrower only). Answers the return request result in rupees
 * (spec 001 §3). Refusals: 404 unknown rental; 403 the owner or a stranger; 409 already requested or completed;
 * 400 'The late fee has changed…' when `lateFeeAmount` (rupees, optional) differs from the server's figure.
 */
export async function requestReturn(
  deps: TransactionDeps,
  callerId: number,
  rentalId: number,
  input: { notes: string | null; lateFeeAmount?: number | null },
): Promise<ReturnRequestResult> {
  const now = deps.clock.now();
  const { commissionRate } = await getPlatformSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    const r = await rentalFor(tx, rentalId, callerId, 'borrower', true);
    assertStatus(r, 'active');
    const lateFeePaise = Math.max(assessedLateFee(r, now), r.lateFeePaidPaise);
    if (input.lateFeeAmount != null && rupeesToPaise(input.lateFeeAmount) !== lateFeePaise)
      throw localizedError(400, 'rentals:lifecycle.lateFeeChanged');
    const [updated] = await tx
      .update(rentals)
      .set({
        status: 'return_requested',
        returnRequestedAt: now,
        returnNotes: input.notes,
        lateFeePaise,
        updatedAt: now,
      })
      .where(eq(rentals.id, r.id))
      .returning();
    const { excessPaise } = settlementOf(updated, now);
    await addLoanEvent(tx, { rentalId: r.id, event: 'return_requested', now });
    if (excessPaise === 0) await notifyReturnRequest(tx, updated, now);
    return {
      requiresPayment: excessPaise > 0,
      excessAmount: paiseToRupees(excessPaise),
      lateFee: paiseToRupees(lateFeePaise),
      platformFeeOnLateFee: paiseToRupees(percentOfPaise(lateFeePaise, commissionRate)),
    };
  });
}

/**
 * POST /api/rentals/:id/confirm-return (owner only): settles and completes the rental (see the module
 * comment) and answers how the deposit was settled. Refusals: 404, 403 the borrower or a stranger, 409 when the
 * return was not requested, is completed, or the excess is still unpaid. `returnMethod` records whether the
 * owner gave the return code (`confirmReturnWithCode` checks it first; ADR 0036); without it, 'without_code'.
 * The book goes to the first in its holds queue (docs/decisions/0025-availability-alerts-hold-queue.md);
 * their notice and its mail are written in the same transaction.
 */
export async function confirmReturn(
  deps: TransactionDeps,
  callerId: number,
  rentalId: number,
  input: { notes: string | null; returnMethod?: ReturnMethod; claim?: ClaimInput | null },
) {
  const returnMethod = input.returnMethod ?? 'without_code';
  const now = deps.clock.now();
  const { commissionRate } = await getPlatformSettings(deps.db);
  const { settlement, claimId } = await deps.db.transaction(async (tx) => {
    const r = await rentalFor(tx, rentalId, callerId, 'owner', true);
    assertStatus(r, 'return_requested');
    const s = settlementOf(r, now);
    if (s.excessPaise > 0) throw localizedError(409, 'rentals:lifecycle.excessUnpaid');
    await addLoanEvent(tx, { rentalId: r.id, event: 'return_confirmed', now });
    // With a claim (ADR 0035) what is left of the deposit after the late fee stays held until it settles.
    const claim = input.claim ? await openClaim(tx, r, input.claim, s.releasedPaise, now) : null;
    const releasedPaise = claim ? 0 : s.releasedPaise;
    await tx
      .update(rentals)
      .set({
        status: 'completed',
        returnedAt: now,
        returnConfirmNotes: input.notes,
        returnMethod,
        updatedAt: now,
      })
      .where(eq(rentals.id, r.id));
    await tx
      .update(books)
      .set({ isAvailable: true, updatedAt: now })
      .where(and(eq(books.id, r.bookId), eq(books.status, 'listed')));
    await bookBecameAvailable(tx, r.bookId, now);
    const platformPart = platformShareOfPart(r.lateFeePaidPaise, s.appliedPaise, commissionRate);
    const ids = { rentalId: r.id, reference: `rental:${r.id}` };
    const lateFeeIds = { rentalId: r.id, reference: `rental:${r.id}:late-fee` };
    await postMoney(
      tx,
      [
        { kind: 'deposit_applied', amountPaise: s.appliedPaise, userId: r.borrowerId, ...ids },
        { kind: 'deposit_released', amountPaise: releasedPaise, userId: r.borrowerId, ...ids },
        { kind: 'platform_fee', amountPaise: platformPart, userId: r.borrowerId, ...lateFeeIds },
        {
          kind: 'lender_earning',
          amountPaise: s.appliedPaise - platformPart,
          userId: r.lenderId,
          ...lateFeeIds,
        },
      ],
      now,
    );
    const p = await peopleOf(tx, r);
    const who = { lender: p.lender.name, book: p.bookTitle };
    const refund = releasedPaise > 0 ? 'messageWithRefund' : 'message';
    const data = {
      rentalId: r.id,
      bookTitle: p.bookTitle,
      lateFee: paiseToRupees(r.lateFeePaise),
      depositRefunded: paiseToRupees(releasedPaise),
      notes: input.notes ?? '',
      returnMethod,
    };
    await notify(
      tx,
      {
        userId: r.borrowerId,
        type: 'return_confirmed',
        title: (lng) => t('notices:inApp.returnConfirmed.title', {}, lng),
        message: (lng) =>
          t(
            `notices:inApp.returnConfirmed.${refund}`,
            { ...who, amount: rupeesText(releasedPaise, lng) },
            lng,
          ),
        data,
      },
      now,
    );
    await notify(
      tx,
      {
        userId: r.borrowerId,
        type: 'book_returned',
        title: (lng) => t('notices:inApp.bookReturned.title', {}, lng),
        message: (lng) => t('notices:inApp.bookReturned.message', who, lng),
        data,
      },
      now,
    );
    await markManyRead(tx, await notificationIdsByData(tx, 'return_request', 'rentalId', r.id));
    const settled = {
      lateFee: paiseToRupees(r.lateFeePaise),
      platformFeeOnLateFee: paiseToRupees(percentOfPaise(r.lateFeePaise, commissionRate)),
      depositApplied: paiseToRupees(s.appliedPaise),
      depositRefunded: paiseToRupees(releasedPaise),
    };
    return { settlement: settled, claimId: claim?.id };
  });
  return {
    settlement,
    ...(claimId ? { claimId } : {}),
    rental: await rentalDetailsOf(deps.db, rentalId, now),
  };
}

type FeeKind = 'late_fee' | 'excess';

/**
 * A late-fee or excess payment by the borrower through the payment provider (spec 001 §4.4, §5, §7). The due
 * figure is the unpaid late fee (late_fee) or the part the deposit does not cover (excess); 400 'No Late Fees' /
 * 'No Payment Required' when it is 0, 400 when `amountRupees` differs from it, and — before anything is
 * captured — 409 'The amount due has changed. Please review it and pay again.' when the order's amount is not
 * what is due now (400 when the order is for another rental); the payments area's refusals for the order (403
 * another member's, 409 used before, …). An excess paid on a requested return
 * sends the owner the return_request notification.
 */
export async function payRentalFee(
  deps: TransactionDeps,
  callerId: number,
  rentalId: number,
  kind: FeeKind,
  input: PaymentChoice & { amountRupees: number },
): Promise<{ rental: RentalDetails }> {
  const now = deps.clock.now();
  const before = await rentalFor(deps.db, rentalId, callerId, 'borrower');
  // refused before the provider captures anything: nothing due, or an amount or order that is not what is due
  const order = await providerOrderOf(deps.db, callerId, input);
  const duePaise = feeDue(before, kind, now);
  if (rupeesToPaise(input.amountRupees) !== duePaise)
    throw localizedError(400, 'rentals:lifecycle.amountDiffers');
  assertFeeOrderDue(order, { purpose: kind, rentalId, duePaise });
  await recordProviderPayment(deps, callerId, input);
  const { commissionRate } = await getPlatformSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    const r = await rentalFor(tx, rentalId, callerId, 'borrower', true);
    const s = settlementOf(r, now);
    const due = feeDue(r, kind, now);
    if (rupeesToPaise(input.amountRupees) !== due)
      throw localizedError(400, 'rentals:lifecycle.amountDiffers');
    const payment = await takeProviderPayment(tx, deps, {
      callerId,
      choice: input,
      totalPaise: due,
      purpose: kind,
    });
    if (!payment) throw localizedError(400, 'rentals:lifecycle.paymentDetailsRequired');
    const platformPart = platformShareOfPart(r.lateFeePaidPaise, due, commissionRate);
    const ids = { rentalId: r.id, reference: `rental:${r.id}:${kind}:${payment.orderRowId}` };
    await postMoney(
      tx,
      [
        {
          kind: 'payment',
          funding: 'provider',
          paymentOrderId: payment.orderRowId,
          amountPaise: due,
          userId: callerId,
          ...ids,
        },
        { kind: 'platform_fee', amountPaise: platformPart, userId: callerId, ...ids },
        { kind: 'lender_earning', amountPaise: due - platformPart, userId: r.lenderId, ...ids },
      ],
      now,
    );
    const [updated] = await tx
      .update(rentals)
      .set({ lateFeePaidPaise: r.lateFeePaidPaise + due, updatedAt: now })
      .where(eq(rentals.id, r.id))
      .returning();
    if (r.status === 'return_requested' && s.excessPaise > 0) await notifyReturnRequest(tx, updated, now);
  });
  return { rental: await rentalDetailsOf(deps.db, rentalId, now) };
}
