/**
 * A new rental's loan conversation (ADR 0050): the borrower's open inquiry about the book continues as the
 * rental's conversation (or a new one is made), and its first event says it was paid, with the rental's days
 * and due date. Called inside the borrow's transaction.
 */
import type { Db, Tx } from '../../db/client';
import type { RentalRow } from '../../db/schema';
import { addLoanEvent, openLoanConversation } from '../conversations';

/** Opens `r`'s loan conversation and writes its 'paid' event at `now`, inside `tx`. */
export async function startLoanConversation(tx: Db | Tx, r: RentalRow, now: Date): Promise<void> {
  await openLoanConversation(tx, {
    bookId: r.bookId,
    memberId: r.borrowerId,
    ownerId: r.lenderId,
    rentalId: r.id,
    now,
  });
  const data = { days: r.durationDays, due: r.endDate.toISOString() };
  await addLoanEvent(tx, { rentalId: r.id, event: 'paid', data, now });
}
