/**
 * The owner's notice of a new borrow (docs/decisions/0036-return-code-and-reliability.md): who borrowed
 * which book, the borrower's reliability ('New borrower' or their record; shown, never blocking) and that
 * the pickup is confirmed with the borrower's code (docs/decisions/0032-trust-at-hand-over.md).
 */
import type { Reliability } from '@/contract/returns';
import type { Language } from '@/domain/languages';
import { reliabilityParts, type ReliabilityPart } from '@/domain/reliability';
import type { Tx } from '../../../db/client';
import { t, type MessageKey } from '../../../i18n/t';
import type { RentalRow } from '../../../db/schema';
import { notify } from '../../notifications';
import { peopleOf } from '../people';
import { borrowerReliability } from '../returns/reliability';

/** The notices catalogue's word (under inApp.record) for each reliability part. */
const RECORD_KEYS: Record<ReliabilityPart['key'], MessageKey> = {
  newBorrower: 'notices:inApp.record.newBorrower',
  returns: 'notices:inApp.record.returns',
  onTime: 'notices:inApp.record.onTime',
  upheldClaims: 'notices:inApp.record.claims',
};

/**
 * The borrower's record in `lng` (ADR 0036 chip words): 'New borrower' or '3 returns · 66% on time · 1 upheld
 * claim'. The parts are the domain's `reliabilityParts` (docs/decisions/0046-client-on-the-domain.md).
 */
function recordText(r: Reliability, lng: Language): string {
  return reliabilityParts(r)
    .map(({ key, ...values }) => t(RECORD_KEYS[key], values, lng))
    .join(' · ');
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
