/**
 * The rental lists (spec 001 §2.2, §2.11): Borrowed, Lent Out (open rentals: active or return requested;
 * completed and cancelled ones are left out, docs/decisions/0032-trust-at-hand-over.md) and Due Soon.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RentalDetails } from '@/contract/rentals';
import type { Db } from '../../db/client';
import { rentals, type RentalRow } from '../../db/schema';
import { listRentalDetails } from './details';

/** A rental still open: not completed, not cancelled (ADR 0032). */
const OPEN_STATUSES: RentalRow['status'][] = ['active', 'return_requested'];

/** GET /api/rentals/borrowed: the caller's open rentals as borrower (active or awaiting confirmation), newest first. */
export function listBorrowed(db: Db, callerId: number, now: Date): Promise<RentalDetails[]> {
  return listRentalDetails(
    db,
    and(eq(rentals.borrowerId, callerId), inArray(rentals.status, OPEN_STATUSES))!,
    now,
  );
}

/** GET /api/rentals/lent: the caller's open rentals as lender, newest first. */
export function listLent(db: Db, callerId: number, now: Date): Promise<RentalDetails[]> {
  return listRentalDetails(
    db,
    and(eq(rentals.lenderId, callerId), inArray(rentals.status, OPEN_STATUSES))!,
    now,
  );
}

/** GET /api/rentals/active: the caller's active rentals as borrower, soonest due first (home Due Soon, spec 001 §2.2). */
export async function listActive(db: Db, callerId: number, now: Date): Promise<RentalDetails[]> {
  const list = await listRentalDetails(
    db,
    and(eq(rentals.borrowerId, callerId), eq(rentals.status, 'active'))!,
    now,
  );
  return list.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.id - b.id);
}
