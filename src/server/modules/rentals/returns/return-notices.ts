/**
 * The owner's notice that the borrower wants to return the book (spec 002 §3 return_request data), in the
 * owner's language (ADR 0042). Sent when the return is requested, or once its excess fee is paid.
 */
import type { Tx } from '../../../db/client';
import type { RentalRow } from '../../../db/schema';
import { t } from '../../../i18n/t';
import { notify } from '../../notifications';
import { peopleOf } from '../people';

/** Tells the owner the borrower wants to return the book (spec 002 §3 return_request data). */
export async function notifyReturnRequest(tx: Tx, r: RentalRow, now: Date): Promise<void> {
  const p = await peopleOf(tx, r);
  await notify(
    tx,
    {
      userId: r.lenderId,
      type: 'return_request',
      title: (lng) => t('notices:inApp.returnRequest.title', {}, lng),
      message: (lng) =>
        t('notices:inApp.returnRequest.message', { borrower: p.borrower.name, book: p.bookTitle }, lng),
      data: {
        rentalId: r.id,
        bookTitle: p.bookTitle,
        borrowerName: p.borrower.name,
        borrowerPhone: p.borrower.phone,
        lenderPhone: p.lender.phone,
        notes: r.returnNotes ?? '',
      },
    },
    now,
  );
}
