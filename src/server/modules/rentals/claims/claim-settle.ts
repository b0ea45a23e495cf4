/**
 * Answering and settling deposit claims (docs/decisions/0035-deposit-claims-and-photos.md). The borrower
 * accepts or disputes within 72 hours; an administrator decides a disputed claim (0..claim); the scheduled
 * pass settles an open claim nobody answered as accepted. Settling posts, in one transaction with the claim
 * row locked, `deposit_applied` + `lender_earning` for the owner's part (no platform commission) and
 * `deposit_released` for the rest, at reference `rental:N:claim` (unique per kind, so a claim settles once),
 * and tells both sides (`deposit_claim_settled`). Money is integer paise inside, rupees on the wire.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import { claimAnswerClosed, settleClaim } from '@/domain/claims';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import type { Db, Tx } from '../../../db/client';
import { depositClaims, rentals, type DepositClaimRow } from '../../../db/schema';
import { HttpError, localizedError } from '../../../lib/http-error';
import { notify } from '../../notifications';
import { postMoney } from '../../payments';
import { claimView } from './claims';
import { peopleOf, rupeesText } from '../people';
import { t } from '../../../i18n/t';
import { addLoanEvent } from '../../conversations';

type Deps = { db: Db; clock: { now(): Date } };

async function lockClaim(tx: Tx, claimId: number): Promise<DepositClaimRow> {
  const [claim] = await tx.select().from(depositClaims).where(eq(depositClaims.id, claimId)).for('update');
  if (!claim) throw localizedError(404, 'rentals:claims.claimNotFound');
  return claim;
}

/** Settles `claim` (locked, open or disputed) giving the owner `awardedPaise` of what was left. */
async function settle(
  tx: Tx,
  claim: DepositClaimRow,
  awardedPaise: number,
  now: Date,
): Promise<DepositClaimRow> {
  const [r] = await tx.select().from(rentals).where(eq(rentals.id, claim.rentalId));
  const s = settleClaim(claim.remainingPaise, awardedPaise);
  const ids = { rentalId: r.id, reference: `rental:${r.id}:claim` };
  await postMoney(
    tx,
    [
      { kind: 'deposit_applied', amountPaise: s.ownerPaise, userId: r.borrowerId, ...ids },
      { kind: 'lender_earning', amountPaise: s.ownerPaise, userId: r.lenderId, ...ids },
      { kind: 'deposit_released', amountPaise: s.borrowerPaise, userId: r.borrowerId, ...ids },
    ],
    now,
  );
  const status = claim.status === 'disputed' ? 'decided' : 'accepted';
  const [settled] = await tx
    .update(depositClaims)
    .set({ status, settledPaise: s.ownerPaise, settledAt: now })
    .where(eq(depositClaims.id, claim.id))
    .returning();
  await addLoanEvent(tx, {
    rentalId: r.id,
    event: 'claim_settled',
    data: { amountPaise: s.ownerPaise },
    now,
  });
  const p = await peopleOf(tx, r);
  const data = {
    rentalId: r.id,
    claimId: claim.id,
    bookTitle: p.bookTitle,
    ownerAmount: paiseToRupees(s.ownerPaise),
    refunded: paiseToRupees(s.borrowerPaise),
  };
  const titleKey = status === 'decided' ? 'titleDecided' : 'titleSettled';
  for (const userId of [r.borrowerId, r.lenderId])
    await notify(
      tx,
      {
        userId,
        type: 'deposit_claim_settled',
        title: (lng) => t(`notices:inApp.depositClaimSettled.${titleKey}`, {}, lng),
        message: (lng) =>
          t(
            'notices:inApp.depositClaimSettled.message',
            {
              book: p.bookTitle,
              ownerAmount: rupeesText(s.ownerPaise, lng),
              lender: p.lender.name,
              refund: rupeesText(s.borrowerPaise, lng),
              borrower: p.borrower.name,
            },
            lng,
          ),
        data,
      },
      now,
    );
  return settled;
}

/** Locks `claimId`, checks the caller is its borrower and it is still open and answerable (403/404/409). */
async function borrowerAnswer(tx: Tx, claimId: number, callerId: number, now: Date) {
  const claim = await lockClaim(tx, claimId);
  const [r] = await tx.select().from(rentals).where(eq(rentals.id, claim.rentalId));
  if (r.borrowerId !== callerId) throw localizedError(403, 'rentals:claims.borrowerOnly');
  if (claim.status !== 'open') throw localizedError(409, 'rentals:claims.claimAnswered');
  if (claimAnswerClosed(claim.respondBy, now)) throw localizedError(409, 'rentals:claims.answerClosed');
  return claim;
}

/**
 * POST /api/deposit-claims/:id/accept (the borrower, within 72 hours): the owner gets the claim, the rest of
 * the deposit is refunded. 404 unknown, 403 anyone but the borrower, 409 answered already or too late.
 */
export async function acceptClaim(deps: Deps, callerId: number, claimId: number) {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const open = await borrowerAnswer(tx, claimId, callerId, now);
    return settle(tx, open, open.amountPaise, now);
  });
  return { claim: await claimView(deps.db, claim) };
}

/**
 * POST /api/deposit-claims/:id/dispute {reply} (the borrower, within 72 hours): the claim waits for an
 * administrator; the owner is told. Refusals as `acceptClaim`.
 */
export async function disputeClaim(deps: Deps, callerId: number, claimId: number, reply: string) {
  const now = deps.clock.now();
  const claim = await deps.db.transaction(async (tx) => {
    const open = await borrowerAnswer(tx, claimId, callerId, now);
    const [disputed] = await tx
      .update(depositClaims)
      .set({ status: 'disputed', borrowerReply: reply, respondedAt: now })
      .where(eq(depositClaims.id, open.id))
      .returning();
    const [r] = await tx.select().from(rentals).where(eq(rentals.id, open.rentalId));
    const p = await peopleOf(tx, r);
    await notify(
      tx,
      {
        userId: r.lenderId,
        type: 'deposit_claim',
        title: (lng) => t('notices:inApp.depositClaimDisputed.title', {}, lng),
        message: (lng) =>
          t(
            'notices:inApp.depositClaimDisputed.message',
            { borrower: p.borrower.name, book: p.bookTitle },
            lng,
          ),
        data: {
          rentalId: r.id,
          claimId: open.id,
          bookTitle: p.bookTitle,
          amount: paiseToRupees(open.amountPaise),
        },
      },
      now,
    );
    return disputed;
  });
  return { claim: await claimView(deps.db, claim) };
}

/**
 * POST /api/admin/deposit-claims/:id/decide {amountRupees, note} (administrators): settles a disputed
 * claim with the owner receiving `amountRupees` (0..claim). 404 unknown, 400 out of range, 409 not disputed
 * (a second decision included).
 */
export async function decideClaim(
  deps: Deps,
  adminId: number,
  claimId: number,
  input: { amountRupees: number; note: string | null },
) {
  const now = deps.clock.now();
  const awarded = rupeesToPaise(input.amountRupees);
  const claim = await deps.db.transaction(async (tx) => {
    const disputed = await lockClaim(tx, claimId);
    if (disputed.status !== 'disputed') throw localizedError(409, 'rentals:claims.notDisputed');
    if (awarded < 0 || awarded > disputed.amountPaise)
      throw localizedError(400, 'rentals:claims.decisionRange');
    await tx
      .update(depositClaims)
      .set({ decidedPaise: awarded, decidedBy: adminId, decisionNote: input.note })
      .where(eq(depositClaims.id, disputed.id));
    return settle(tx, { ...disputed, decidedPaise: awarded }, awarded, now);
  });
  return { claim: await claimView(deps.db, claim) };
}

/** How many claims one pass settles at most. */
const PASS_BATCH = 100;

/**
 * The scheduled pass (ADR 0035): open claims whose 72 hours have passed settle as accepted. Each in its own
 * transaction with the claim locked and its status checked again, so two passes at once settle it once.
 */
export async function runClaimsPass(deps: Deps): Promise<{ settled: number; failed: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: depositClaims.id })
    .from(depositClaims)
    .where(and(eq(depositClaims.status, 'open'), lte(depositClaims.respondBy, now)))
    .orderBy(asc(depositClaims.respondBy))
    .limit(PASS_BATCH);
  let settled = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      const done = await deps.db.transaction(async (tx) => {
        const claim = await lockClaim(tx, id);
        if (claim.status !== 'open' || !claimAnswerClosed(claim.respondBy, now)) return false;
        await settle(tx, claim, claim.amountPaise, now);
        return true;
      });
      if (done) settled += 1;
    } catch (err) {
      if (!(err instanceof HttpError)) failed += 1;
    }
  }
  return { settled, failed };
}
