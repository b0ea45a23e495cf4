/**
 * What the lifecycle, hand-over and claims demo seeders share (ARCHITECTURE §1 demo data): finding a demo
 * member, and a loan of a never-lent book paid with the demo card through the real borrow use case.
 */
import { quoteBorrow } from '@/domain/pricing';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { borrowBook } from '../modules/rentals';
import { getBrocksSettings, getPlatformSettings } from '../modules/settings';
import { demoPayment, depsAt, pickBook } from './transactions';
import type { SeedContext } from './index';

/** The seeded demo member with `email`. Throws when the seed has no such member. */
export function demoMember(ctx: SeedContext, email: string): UserRow {
  const found = ctx.users.members.find((m) => m.email === email);
  if (!found) throw new Error(`Demo member ${email} is missing`);
  return found;
}

/** The stored settings a demo borrow is priced with, read once per seeder. */
export async function loanSettings(db: Db) {
  const platform = await getPlatformSettings(db); // in turn: the seed runs in one transaction
  const brocks = await getBrocksSettings(db);
  return { platform, brocks };
}

/**
 * `borrower` borrows a never-lent book of `lenderId` for `duration` days at `at`, paying the quoted total
 * (paise, spec 000 §3 "Pricing") with the demo card through `borrowBook`. Answers the rental and the book.
 * Throws when the lender has no such book left in a hub they share.
 */
export async function demoLoan(
  db: Db,
  settings: Awaited<ReturnType<typeof loanSettings>>,
  loan: { borrower: UserRow; lenderId: number; duration: 7 | 14; at: Date },
) {
  const { borrower, duration } = loan;
  const book = await pickBook(db, loan.lenderId, borrower.id, false, true);
  const deps = depsAt(db, loan.at);
  const { totalPaise } = quoteBorrow(book.dailyFeePaise, duration, null, settings.platform, settings.brocks);
  const paid = await demoPayment(deps, borrower, totalPaise, 'rental', book.title);
  const rental = await borrowBook(deps, borrower.id, {
    bookId: book.id,
    duration,
    paymentMethod: 'card',
    appliedBrocks: null,
    ...paid,
  });
  return { rental, book };
}
