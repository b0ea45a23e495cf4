/**
 * Deposit claims: making one with the return and showing it (docs/decisions/0035-deposit-claims-and-photos.md).
 * Money is integer paise inside, rupees on the wire. Settling is in `claim-settle.ts`.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { type ClaimInput, type DepositClaim } from '@/contract/claims';
import { CLAIM_RESPONSE_MS, claimAmountRefusal } from '@/domain/claims';
import { paiseToRupees, rupeesToPaise } from '@/domain/money';
import type { Db, Tx } from '../../../db/client';
import {
  depositClaims,
  rentalPhotos,
  rentals,
  type DepositClaimRow,
  type RentalRow,
} from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import { notify } from '../../notifications';
import { dateText, peopleOf, rupeesText } from '../people';
import { photosOf } from './photos';
import { t } from '../../../i18n/t';
import { addLoanEvent } from '../../conversations';

/**
 * Opens a claim of `input` on `r` inside the confirm-return transaction (the rental row is locked), on
 * `remainingPaise` (what is left of the deposit after late fees), and tells the borrower (`deposit_claim`).
 * Refusals: 400 amount ≤ 0 or above what is left, 400 when the owner added no return photo. The database's
 * unique rental key refuses a second claim.
 */
export async function openClaim(
  tx: Tx,
  r: RentalRow,
  input: ClaimInput,
  remainingPaise: number,
  now: Date,
): Promise<DepositClaimRow> {
  const amountPaise = rupeesToPaise(input.amountRupees);
  const refusal = claimAmountRefusal(amountPaise, remainingPaise);
  if (refusal === 'not_positive') throw localizedError(400, 'rentals:claims.amountPositive');
  if (refusal === 'too_much') throw localizedError(400, 'rentals:claims.amountTooMuch');
  const [photos] = await tx
    .select({ n: count() })
    .from(rentalPhotos)
    .where(
      and(
        eq(rentalPhotos.rentalId, r.id),
        eq(rentalPhotos.stage, 'return'),
        eq(rentalPhotos.uploaderId, r.lenderId),
      ),
    );
  if (Number(photos.n) === 0) throw localizedError(400, 'rentals:claims.needsPhoto');
  const respondBy = new Date(now.getTime() + CLAIM_RESPONSE_MS);
  const [claim] = await tx
    .insert(depositClaims)
    .values({ rentalId: r.id, amountPaise, remainingPaise, reason: input.reason, respondBy, createdAt: now })
    .returning();
  await addLoanEvent(tx, { rentalId: r.id, event: 'claim_opened', data: { amountPaise }, now });
  const p = await peopleOf(tx, r);
  await notify(
    tx,
    {
      userId: r.borrowerId,
      type: 'deposit_claim',
      title: (lng) => t('notices:inApp.depositClaim.title', {}, lng),
      message: (lng) =>
        t(
          'notices:inApp.depositClaim.message',
          {
            lender: p.lender.name,
            amount: rupeesText(amountPaise, lng),
            book: p.bookTitle,
            reason: input.reason,
            date: dateText(respondBy, lng),
          },
          lng,
        ),
      data: { rentalId: r.id, claimId: claim.id, bookTitle: p.bookTitle, amount: paiseToRupees(amountPaise) },
    },
    now,
  );
  return claim;
}

/** `claim` as the wire shows it, with both sides' photos of its rental. */
export async function claimView(db: Db | Tx, claim: DepositClaimRow): Promise<DepositClaim> {
  const [r] = await db.select().from(rentals).where(eq(rentals.id, claim.rentalId));
  const p = await peopleOf(db, r); // in turn: `db` may be a transaction
  const photos = await photosOf(db, r);
  const rupees = (v: number | null) => (v === null ? null : paiseToRupees(v));
  return {
    id: claim.id,
    rentalId: claim.rentalId,
    bookTitle: p.bookTitle,
    ownerId: r.lenderId,
    ownerName: p.lender.name,
    borrowerId: r.borrowerId,
    borrowerName: p.borrower.name,
    amount: paiseToRupees(claim.amountPaise),
    remainingDeposit: paiseToRupees(claim.remainingPaise),
    reason: claim.reason,
    status: claim.status,
    borrowerReply: claim.borrowerReply,
    decidedAmount: rupees(claim.decidedPaise),
    decisionNote: claim.decisionNote,
    settledAmount: rupees(claim.settledPaise),
    respondBy: claim.respondBy.toISOString(),
    createdAt: claim.createdAt.toISOString(),
    settledAt: claim.settledAt?.toISOString() ?? null,
    photos,
  };
}

/** Who `callerId` is to the rental `r`: a party, an administrator, or nobody (403). */
export function assertCanSee(r: RentalRow, callerId: number, isAdmin: boolean): void {
  if (r.borrowerId !== callerId && r.lenderId !== callerId && !isAdmin)
    throw localizedError(403, 'rentals:claims.partiesOnly');
}

/** GET /api/deposit-claims/:id: the claim for its two parties and administrators; 404 unknown, 403 others. */
export async function getClaim(db: Db, caller: { id: number; isAdmin: boolean }, claimId: number) {
  const [claim] = await db.select().from(depositClaims).where(eq(depositClaims.id, claimId));
  if (!claim) throw localizedError(404, 'rentals:claims.claimNotFound');
  const [r] = await db.select().from(rentals).where(eq(rentals.id, claim.rentalId));
  assertCanSee(r, caller.id, caller.isAdmin);
  return claimView(db, claim);
}

/** GET /api/rentals/:id/deposit-claim: the rental's claim or null, for the parties and administrators. */
export async function rentalClaim(db: Db, caller: { id: number; isAdmin: boolean }, rentalId: number) {
  const [r] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
  if (!r) throw localizedError(404, 'rentals:lifecycle.rentalNotFound');
  assertCanSee(r, caller.id, caller.isAdmin);
  const [claim] = await db.select().from(depositClaims).where(eq(depositClaims.rentalId, rentalId));
  return claim ? claimView(db, claim) : null;
}

/** GET /api/admin/deposit-claims?status=: claims (all, or of one status), newest first, at most 100. */
export async function listClaims(db: Db, status: DepositClaimRow['status'] | undefined) {
  const rows = await db
    .select()
    .from(depositClaims)
    .where(status ? eq(depositClaims.status, status) : undefined)
    .orderBy(desc(depositClaims.createdAt), desc(depositClaims.id))
    .limit(100);
  const views: DepositClaim[] = [];
  for (const row of rows) views.push(await claimView(db, row));
  return views;
}
