/**
 * A member's reliability as a borrower (docs/decisions/0036-return-code-and-reliability.md): completed
 * rentals, the share returned on time, rentals with an upheld deposit claim; 'New borrower' without history.
 * Shown to the member and to members who lend to them (own a book they have or had a rental on), never
 * used to block. The rules are `src/domain/reliability.ts`.
 */
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { type Reliability } from '@/contract/returns';
import { reliabilityOf } from '@/domain/reliability';
import type { Db, Tx } from '../../../db/client';
import { depositClaims, rentals } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';

/**
 * How many of `borrowerId`'s rentals had a deposit claim upheld: settled (accepted, or decided by an
 * administrator) with something paid to the owner (ADR 0035, ADR 0036). The one place that reads claims.
 */
async function upheldClaims(db: Db | Tx, borrowerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(depositClaims)
    .innerJoin(rentals, eq(rentals.id, depositClaims.rentalId))
    .where(
      and(
        eq(rentals.borrowerId, borrowerId),
        inArray(depositClaims.status, ['accepted', 'decided']),
        gt(depositClaims.settledPaise, 0),
      ),
    );
  return row?.n ?? 0;
}

/** The reliability of `borrowerId` from their completed rentals (no permission check: callers check). */
export async function borrowerReliability(db: Db | Tx, borrowerId: number): Promise<Reliability> {
  const completed = await db
    .select({
      endDate: rentals.endDate,
      returnRequestedAt: rentals.returnRequestedAt,
      returnedAt: rentals.returnedAt,
    })
    .from(rentals)
    .where(and(eq(rentals.borrowerId, borrowerId), eq(rentals.status, 'completed')));
  return { userId: borrowerId, ...reliabilityOf(completed, await upheldClaims(db, borrowerId)) };
}

/**
 * GET /api/users/:id/reliability: `userId`'s reliability, for the member themself or a member who lends to
 * them (the lender of any rental of theirs, in any state). Anyone else, or an unknown member: 404 'Member
 * not found', so the call does not tell who exists.
 */
export async function reliabilityFor(db: Db, callerId: number, userId: number): Promise<Reliability> {
  if (callerId !== userId) {
    const [lends] = await db
      .select({ id: rentals.id })
      .from(rentals)
      .where(and(eq(rentals.lenderId, callerId), eq(rentals.borrowerId, userId)))
      .limit(1);
    if (!lends) throw localizedError(404, 'rentals:memberNotFound');
  }
  return borrowerReliability(db, userId);
}
