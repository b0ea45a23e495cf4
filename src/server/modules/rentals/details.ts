/**
 * Rentals as the Borrowed, Lent Out and Due Soon lists show them (spec 001 §2.2, §2.11, §3 "Rental"): the
 * rental summary plus its return state — days late and the late fee so far (and what of it is still due), what is paid, the excess the deposit does not
 * cover, the return dates and notes, a pending extension request. Money leaves here in rupees.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RentalDetails } from '@/contract/rentals';
import { paiseToRupees } from '@/domain/money';
import { daysLate, lateFeeAt, settleDeposit } from '@/domain/rentals';
import type { Db, Tx } from '../../db/client';
import { rentalExtensionRequests, rentals, type RentalRow } from '../../db/schema';
import { rentalSummaries } from './present';

/**
 * The late fee (paise) of `r` at `now`: days late × daily fee while active; once the return is requested,
 * the fee assessed then (a lender slow to confirm does not cost the borrower more).
 */
export function assessedLateFee(r: RentalRow, now: Date): number {
  return r.status === 'active' ? lateFeeAt(r, now, 0).lateFeePaise : r.lateFeePaise;
}

/** How the deposit of `r` settles its late fee at `now` (see `settleDeposit`). */
export function settlementOf(r: RentalRow, now: Date) {
  return settleDeposit(r.securityDepositPaise, assessedLateFee(r, now), r.lateFeePaidPaise);
}

/** Rentals matching `where` as `RentalDetails`, newest first (`rentalSummaries` order). */
export async function listRentalDetails(db: Db | Tx, where: SQL, now: Date): Promise<RentalDetails[]> {
  const summaries = await rentalSummaries(db, where);
  if (summaries.length === 0) return [];
  const ids = summaries.map((s) => s.id);
  // In turn, not Promise.all: `db` may be a transaction, one connection that runs one query at a time.
  const rows = await db.select().from(rentals).where(inArray(rentals.id, ids));
  const pending = await db
    .select({ id: rentalExtensionRequests.id, rentalId: rentalExtensionRequests.rentalId })
    .from(rentalExtensionRequests)
    .where(
      and(inArray(rentalExtensionRequests.rentalId, ids), eq(rentalExtensionRequests.status, 'pending')),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pendingOf = new Map(pending.map((p) => [p.rentalId, p.id]));
  return summaries.map((s) => {
    const r = byId.get(s.id)!;
    const lateFeePaise = assessedLateFee(r, now);
    return {
      ...s,
      daysLate: daysLate(r.endDate, r.status === 'active' ? now : (r.returnRequestedAt ?? now)),
      lateFeeDue: paiseToRupees(Math.max(0, lateFeePaise - r.lateFeePaidPaise)),
      lateFee: paiseToRupees(lateFeePaise),
      lateFeePaid: paiseToRupees(r.lateFeePaidPaise),
      excessAmount:
        r.status === 'completed' || r.status === 'cancelled'
          ? 0
          : paiseToRupees(settlementOf(r, now).excessPaise),
      returnRequestedAt: r.returnRequestedAt?.toISOString() ?? null,
      returnNotes: r.returnNotes,
      returnedAt: r.returnedAt?.toISOString() ?? null,
      pendingExtensionRequestId: pendingOf.get(r.id) ?? null,
      pickedUpAt: r.pickedUpAt?.toISOString() ?? null,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      returnMethod: r.returnMethod,
    };
  });
}

/** One rental's details (it must exist). */
export async function rentalDetailsOf(db: Db | Tx, rentalId: number, now: Date): Promise<RentalDetails> {
  const [details] = await listRentalDetails(db, eq(rentals.id, rentalId), now);
  return details;
}
