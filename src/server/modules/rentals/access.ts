/**
 * Who may act on a rental (spec 001 §6; ARCHITECTURE §3 "only the borrower requests a return and only the
 * lender confirms it"): the borrower, the owner (the lender of the rental), nobody else.
 */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rentals, type RentalRow } from '../../db/schema';
import { localizedError } from '../../lib/http-error';

export type RentalParty = 'borrower' | 'owner';

/** Throws 403 unless `callerId` is `party` of `r` (a stranger is refused the same way). */
export function assertParty(r: RentalRow, callerId: number, party: RentalParty): void {
  const id = party === 'borrower' ? r.borrowerId : r.lenderId;
  if (id !== callerId)
    throw localizedError(
      403,
      party === 'borrower' ? 'rentals:lifecycle.borrowerOnly' : 'rentals:lifecycle.ownerOnly',
    );
}

/**
 * The rental `rentalId` if `callerId` is its `party`: 404 'Rental not found' when unknown, 403 for the other
 * party or a stranger. With `lock` (inside a transaction) the row is locked until the transaction ends, so
 * lifecycle steps on one rental run one at a time.
 */
export async function rentalFor(
  db: Db | Tx,
  rentalId: number,
  callerId: number,
  party: RentalParty,
  lock = false,
): Promise<RentalRow> {
  const query = db.select().from(rentals).where(eq(rentals.id, rentalId));
  const [r] = lock ? await query.for('update') : await query;
  if (!r) throw localizedError(404, 'rentals:lifecycle.rentalNotFound');
  assertParty(r, callerId, party);
  return r;
}
