/**
 * Cancelling a rental before pickup (docs/decisions/0032-trust-at-hand-over.md): the borrower at any time,
 * the owner 48 hours after the borrow, the scheduled pass 7 days after it. Everything paid comes back in one
 * transaction with its ledger rows: the provider payment through the provider's refund, the Brocks spent
 * to the Brocks ledger, Hubshelf credit spent to the credit balance, the deposit (`deposit_released`) and the
 * fees (`refund`, reversing `platform_fee` and `lender_earning`). The Brocks the borrow credited (borrow, lend) are taken back as far as balances allow.
 * The book becomes available (and goes to its holds queue), and both sides are told. Money is integer paise.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { CancelRentalResponse } from '@/contract/handover';
import { paiseToRupees } from '@/domain/money';
import { AUTO_CANCEL_AFTER_MS, cancelRefund, cancelRefusal, type CancelParty } from '@/domain/handover';
import type { Db, Tx } from '../../../db/client';
import { books, brocksLedger, moneyLedger, rentals, type RentalRow } from '../../../db/schema';
import { HttpError, localizedError } from '../../../lib/http-error';
import type { MessageKey } from '../../../i18n/t';
import { PaymentProviderError } from '../../../integrations/payments';
import { bookBecameAvailable } from '../../alerts';
import { getCredits, postBrocks } from '../../brocks';
import { notify } from '../../notifications';
import { postMoney, refundConsumedPayment, type TransactionDeps } from '../../payments';
import { grantCredit } from '../../referrals';
import { rentalDetailsOf } from '../details';
import { peopleOf, rupeesText } from '../people';
import { t } from '../../../i18n/t';
import type { Language } from '@/domain/languages';
import { addLoanEvent } from '../../conversations';

export type CancelDeps = TransactionDeps;

const REFUSALS = {
  not_active: 'rentals:handover.cancelNotActive',
  picked_up: 'rentals:handover.cancelPickedUp',
  owner_too_soon: 'rentals:handover.cancelOwnerTooSoon',
  system_too_soon: 'rentals:handover.cancelNotActive',
} as const satisfies Record<string, MessageKey>;

/** What the borrow of `r` posted (paise), read from the ledger so exactly that is reversed. */
async function postedBorrow(tx: Tx, r: RentalRow) {
  const rows = await tx
    .select({
      kind: moneyLedger.kind,
      funding: moneyLedger.funding,
      total: sql<number>`sum(${moneyLedger.amountPaise})::int`,
    })
    .from(moneyLedger)
    .where(
      and(
        eq(moneyLedger.rentalId, r.id),
        inArray(moneyLedger.reference, [
          `rental:${r.id}`,
          `rental:${r.id}:brocks-offer`,
          `rental:${r.id}:credit`,
        ]),
      ),
    )
    .groupBy(moneyLedger.kind, moneyLedger.funding);
  const of = (kind: string, funding?: string) =>
    rows
      .filter((x) => x.kind === kind && (funding === undefined || x.funding === funding))
      .reduce((s, x) => s + Number(x.total), 0);
  return {
    depositHeldPaise: of('deposit_held'),
    platformFeePaise: of('platform_fee'),
    lenderEarningPaise: of('lender_earning'),
    providerPaidPaise: of('payment', 'provider'),
    creditPaidPaise: of('payment', 'credit'),
  };
}

/** Takes back a Brocks credit of the borrow (reason `reason` at `rental:N`), as far as the balance allows. */
async function takeBackCredit(tx: Tx, userId: number, reason: 'borrow' | 'lend', r: RentalRow, now: Date) {
  const [credit] = await tx
    .select({ delta: brocksLedger.delta })
    .from(brocksLedger)
    .where(
      and(
        eq(brocksLedger.userId, userId),
        eq(brocksLedger.reason, reason),
        eq(brocksLedger.reference, `rental:${r.id}`),
      ),
    );
  if (!credit || credit.delta <= 0) return;
  const { balance } = await getCredits(tx, userId);
  const back = Math.min(credit.delta, balance);
  if (back > 0)
    await postBrocks(tx, {
      userId,
      delta: -back,
      reason,
      reference: `rental:${r.id}:cancelled`,
      description: 'Rental cancelled before pickup',
      at: now,
    });
}

/**
 * Cancels rental `rentalId` as `party` (see the module comment) and answers what came back. Refusals:
 * 404 'Rental not found'; 409 when picked up, not active, or (owner) within 48 hours of the borrow; 502 when
 * the provider refuses the refund (nothing changes).
 */
export async function cancelAs(
  deps: CancelDeps,
  party: CancelParty,
  rentalId: number,
  reason: string | null,
): Promise<Omit<CancelRentalResponse, 'message'>> {
  const now = deps.clock.now();
  let result: { refund: CancelRentalResponse['refund'] };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [r] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
      if (!r) throw localizedError(404, 'rentals:lifecycle.rentalNotFound');
      const refusal = cancelRefusal(party, r, now);
      if (refusal) throw localizedError(409, REFUSALS[refusal]);
      const posted = await postedBorrow(tx, r);
      const back = cancelRefund(posted);
      const ref = { rentalId: r.id, reference: `rental:${r.id}:cancelled` };
      await tx
        .update(rentals)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancelledBy: party,
          cancelReason: reason,
          updatedAt: now,
        })
        .where(eq(rentals.id, r.id));
      await postMoney(
        tx,
        [
          { kind: 'deposit_released', amountPaise: back.depositPaise, userId: r.borrowerId, ...ref },
          { kind: 'platform_fee_reversed', amountPaise: back.platformFeePaise, userId: r.borrowerId, ...ref },
          {
            kind: 'lender_earning_reversed',
            amountPaise: back.lenderEarningPaise,
            userId: r.lenderId,
            ...ref,
          },
          { kind: 'refund', amountPaise: back.feesRefundPaise, userId: r.borrowerId, ...ref },
        ],
        now,
      );
      const brocksBack = r.brocksUsed + r.brocksPaid;
      if (brocksBack > 0)
        await postBrocks(tx, {
          userId: r.borrowerId,
          delta: brocksBack,
          reason: 'refund',
          reference: `rental:${r.id}:cancelled`,
          description: 'Brocks returned for a cancelled rental',
          at: now,
        });
      // Hubshelf credit that paid part of the borrow goes back to the credit balance (ADR 0028).
      if (posted.creditPaidPaise > 0)
        await grantCredit(tx, {
          userId: r.borrowerId,
          amountPaise: posted.creditPaidPaise,
          reference: `rental:${r.id}:cancelled`,
          at: now,
        });
      await takeBackCredit(tx, r.borrowerId, 'borrow', r, now);
      await takeBackCredit(tx, r.lenderId, 'lend', r, now);
      if (back.providerRefundPaise > 0 && r.paymentId)
        await refundConsumedPayment(tx, deps, {
          paymentRowId: r.paymentId,
          amountPaise: back.providerRefundPaise,
          reason: 'cancelled',
        });
      await tx
        .update(books)
        .set({ isAvailable: true, updatedAt: now })
        .where(and(eq(books.id, r.bookId), eq(books.status, 'listed')));
      await bookBecameAvailable(tx, r.bookId, now);
      const totalPaise = back.depositPaise + back.feesRefundPaise;
      await notifyCancelled(tx, r, party, totalPaise, now);
      await addLoanEvent(tx, { rentalId: r.id, event: 'cancelled', now });
      return {
        refund: {
          totalRefunded: paiseToRupees(totalPaise),
          refundedToPayment: paiseToRupees(back.providerRefundPaise),
          depositRefunded: paiseToRupees(back.depositPaise),
          brocksRefunded: brocksBack,
        },
      };
    });
  } catch (err) {
    if (err instanceof PaymentProviderError) throw localizedError(502, 'rentals:handover.refundFailed');
    throw err;
  }
  return {
    refund: result.refund,
    rental: await rentalDetailsOf(deps.db, rentalId, now),
  };
}

/** Tells the borrower and the owner that `r` was cancelled by `party`, with the refund. */
async function notifyCancelled(tx: Tx, r: RentalRow, party: CancelParty, totalPaise: number, now: Date) {
  const p = await peopleOf(tx, r);
  /** Why, as `recipient` reads it: the pass, themselves, or the other party by name. */
  const why = (recipient: CancelParty, other: string, lng: Language) =>
    party === 'system'
      ? t('notices:inApp.rentalCancelled.whyLate', {}, lng)
      : party === recipient
        ? t('notices:inApp.rentalCancelled.whyYou', {}, lng)
        : t('notices:inApp.rentalCancelled.whyOther', { name: other }, lng);
  const title = (lng: Language) => t('notices:inApp.rentalCancelled.title', {}, lng);
  const data = {
    rentalId: r.id,
    bookTitle: p.bookTitle,
    cancelledBy: party,
    refunded: paiseToRupees(totalPaise),
  };
  await notify(
    tx,
    {
      userId: r.borrowerId,
      type: 'rental_cancelled',
      title,
      message: (lng) =>
        t(
          'notices:inApp.rentalCancelled.borrower',
          {
            book: p.bookTitle,
            why: why('borrower', p.lender.name, lng),
            amount: rupeesText(totalPaise, lng),
          },
          lng,
        ),
      data,
    },
    now,
  );
  await notify(
    tx,
    {
      userId: r.lenderId,
      type: 'rental_cancelled',
      title,
      message: (lng) =>
        t(
          'notices:inApp.rentalCancelled.owner',
          { book: p.bookTitle, borrower: p.borrower.name, why: why('owner', p.borrower.name, lng) },
          lng,
        ),
      data,
    },
    now,
  );
}

/**
 * POST /api/rentals/:id/cancel: the borrower or the owner of the rental cancels it (see `cancelAs`).
 * 404 unknown rental, 403 anyone else.
 */
export async function cancelRental(
  deps: CancelDeps,
  callerId: number,
  rentalId: number,
  reason: string | null,
): Promise<Omit<CancelRentalResponse, 'message'>> {
  const [r] = await deps.db
    .select({ borrowerId: rentals.borrowerId, lenderId: rentals.lenderId })
    .from(rentals)
    .where(eq(rentals.id, rentalId));
  if (!r) throw localizedError(404, 'rentals:lifecycle.rentalNotFound');
  const party = r.borrowerId === callerId ? 'borrower' : r.lenderId === callerId ? 'owner' : null;
  if (!party) throw localizedError(403, 'rentals:handover.partiesOnly');
  return cancelAs(deps, party, rentalId, reason);
}

/** How many unpicked rentals one pass cancels at most. */
const PASS_BATCH = 100;

/**
 * The scheduled pass (ADR 0032): cancels, with a full refund, the rentals not picked up 7 days after their
 * start. Each rental is cancelled in its own transaction with its row locked, so two passes at once (two
 * instances) cancel it once: the second finds it cancelled (409) and skips it.
 */
export async function runPickupPass(deps: CancelDeps): Promise<{ cancelled: number; failed: number }> {
  const cutoff = new Date(deps.clock.now().getTime() - AUTO_CANCEL_AFTER_MS);
  const due = await (deps.db as Db)
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.status, 'active'), isNull(rentals.pickedUpAt), lte(rentals.startDate, cutoff)))
    .orderBy(asc(rentals.startDate))
    .limit(PASS_BATCH);
  let cancelled = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      await cancelAs(deps, 'system', id, null);
      cancelled += 1;
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 409)) failed += 1;
    }
  }
  return { cancelled, failed };
}
