/**
 * The owner's notice of a new borrow (docs/decisions/0036-return-code-and-reliability.md): who borrowed
 * which book, the borrower's reliability ('New borrower' or their record; shown, never blocking) and that
 * the pickup is confirmed with the borrower's code (docs/decisions/0032-trust-at-hand-over.md).
 */
import type { Reliability } from '@/contract/returns';
import type { Language } from '@/domain/languages';
import type { Tx } from '../../../db/client';
import { t } from '../../../i18n/t';
import type { RentalRow } from '../../../db/schema';
import { notify } from '../../notifications';
import { peopleOf } from '../people';
import { borrowerReliability } from '../returns/reliability';

/** The borrower's record in `lng` (ADR 0036 chip words): 'New borrower' or '3 returns · 66% on time · 1 upheld claim'. */
function recordText(r: Reliability, lng: Language): string {
  if (r.isNewBorrower) return t('notices:inApp.record.newBorrower', {}, lng);
  const parts = [
    t('notices:inApp.record.returns', { count: r.completedRentals }, lng),
    t('notices:inApp.record.onTime', { percent: r.onTimePercent ?? 0 }, lng),
  ];
  if (r.upheldClaims > 0) parts.push(t('notices:inApp.record.claims', { count: r.upheldClaims }, lng));
  return parts.join(' · ');
}

/** Tells `r`'s owner, inside the borrow's transaction `tx`, that their book was borrowed at `now`. */
export async function notifyNewBorrow(tx: Tx, r: RentalRow, now: Date): Promise<void> {
  const p = await peopleOf(tx, r);
  const reliability = await borrowerReliability(tx, r.borrowerId);
  await notify(
    tx,
    {
      userId: r.lenderId,
      type: 'book_borrowed',
      title: (lng) => t('notices:inApp.bookBorrowed.title', {}, lng),
      message: (lng) =>
        t(
          'notices:inApp.bookBorrowed.message',
          {
            borrower: p.borrower.name,
            book: p.bookTitle,
            days: r.durationDays,
            record: recordText(reliability, lng),
          },
          lng,
        ),
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
