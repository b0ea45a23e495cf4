/**
 * The owner's notice of a new borrow (docs/decisions/0036-return-code-and-reliability.md): who borrowed
 * which book, the borrower's reliability ('New borrower' or their record; shown, never blocking) and that
 * the pickup is confirmed with the borrower's code (docs/decisions/0032-trust-at-hand-over.md).
 */
import { reliabilityText } from '@/contract/reliability';
import type { Tx } from '../../db/client';
import type { RentalRow } from '../../db/schema';
import { notify } from '../notifications/service';
import { peopleOf } from './people';
import { borrowerReliability } from './reliability';

/** Tells `r`'s owner, inside the borrow's transaction `tx`, that their book was borrowed at `now`. */
export async function notifyNewBorrow(tx: Tx, r: RentalRow, now: Date): Promise<void> {
  const p = await peopleOf(tx, r);
  const reliability = await borrowerReliability(tx, r.borrowerId);
  await notify(
    tx,
    {
      userId: r.lenderId,
      type: 'book_borrowed',
      title: 'Book Borrowed',
      message: `${p.borrower.name} borrowed "${p.bookTitle}" for ${r.durationDays} days. Borrower record: ${reliabilityText(reliability)}. Confirm the pickup with their code in My Books → Lent Out.`,
      data: {
        rentalId: r.id,
        bookTitle: p.bookTitle,
        borrowerId: r.borrowerId,
        borrowerName: p.borrower.name,
        reliability,
      },
    },
    now,
  );
}
