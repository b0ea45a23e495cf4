/**
 * Demo loans at each step of the rental lifecycle (spec 001 §4.1 rental states; ARCHITECTURE §1 demo data), made through the real use cases at times in
 * the recent past so every row is what the app itself writes: an overdue rental, one due tomorrow, one with an
 * extension request waiting for the owner, and one whose return waits for the owner's confirmation (a day late,
 * its late fee to come out of the deposit). Runs after the demo transactions.
 */
import { requestExtension, requestReturn } from '../modules/rentals';
import { demoLoan, demoMember, loanSettings } from './demo-loans';
import { depsAt } from './transactions';
import type { SeedContext } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface DemoLoan {
  borrower: string;
  lender: string;
  /** when it was borrowed, ms before the seed runs */
  agoMs: number;
  duration: 7 | 14;
  /** an extension request made this long ago */
  extension?: { agoMs: number; days: number; reason: string };
  /** a return requested this long ago */
  returnRequest?: { agoMs: number; notes: string };
}

const DEMO_LOANS: DemoLoan[] = [
  // overdue by 4 days
  { borrower: 'arjun@hubshelf.local', lender: 'asha@hubshelf.local', agoMs: 11 * DAY_MS, duration: 7 },
  // due tomorrow (1½ days left)
  {
    borrower: 'asha@hubshelf.local',
    lender: 'ravi@hubshelf.local',
    agoMs: 5 * DAY_MS + 12 * HOUR_MS,
    duration: 7,
  },
  {
    borrower: 'meera@hubshelf.local',
    lender: 'priya@hubshelf.local',
    agoMs: 4 * DAY_MS,
    duration: 7,
    extension: { agoMs: 20 * HOUR_MS, days: 7, reason: 'I am halfway through and travelling this week' },
  },
  {
    borrower: 'priya@hubshelf.local',
    lender: 'meera@hubshelf.local',
    agoMs: 8 * DAY_MS + 6 * HOUR_MS,
    duration: 7,
    returnRequest: { agoMs: 6 * HOUR_MS, notes: 'Left it with the security desk at your building' },
  },
];

/** Seeds the lifecycle demo loans (see the module comment). Throws when a demo member or book is missing. */
export async function seedLifecycle(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  const settings = await loanSettings(db);
  for (const loan of DEMO_LOANS) {
    const borrower = demoMember(ctx, loan.borrower);
    const { rental } = await demoLoan(db, settings, {
      borrower,
      lenderId: demoMember(ctx, loan.lender).id,
      duration: loan.duration,
      at: new Date(now - loan.agoMs),
    });
    if (loan.extension) {
      const at = depsAt(db, new Date(now - loan.extension.agoMs));
      await requestExtension(at, borrower.id, {
        rentalId: rental.id,
        extensionDays: loan.extension.days,
        reason: loan.extension.reason,
      });
    }
    if (loan.returnRequest) {
      const at = depsAt(db, new Date(now - loan.returnRequest.agoMs));
      await requestReturn(at, borrower.id, rental.id, { notes: loan.returnRequest.notes });
    }
  }
}
