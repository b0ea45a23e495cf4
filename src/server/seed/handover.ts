/**
 * Demo hand-overs (docs/decisions/0032-trust-at-hand-over.md; ARCHITECTURE §1 demo data). The loans the
 * earlier seeders made changed hands when they were borrowed (their pickup is recorded at the start, as the
 * migration does for rentals made before pickup codes). Then, through the real use cases: a rental awaiting
 * pickup (Arjun borrowed from Ravi a day ago) and one picked up two days late (Ravi from Asha), whose due
 * date moved by those two days.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { quoteBorrow } from '@/domain/pricing';
import { rentals } from '../db/schema';
import { borrowBook, recordPickup } from '../modules/rentals';
import { getBrocksSettings, getPlatformSettings } from '../modules/settings';
import { demoPayment, depsAt, pickBook } from './transactions';
import type { SeedContext } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoHandover {
  borrower: string;
  lender: string;
  /** borrowed this long ago (ms) */
  agoMs: number;
  duration: 7 | 14;
  /** picked up this long ago (ms), or still waiting */
  pickedUpAgoMs?: number;
}

const DEMO_HANDOVERS: DemoHandover[] = [
  { borrower: 'arjun@hubshelf.local', lender: 'ravi@hubshelf.local', agoMs: 1 * DAY_MS, duration: 7 },
  {
    borrower: 'ravi@hubshelf.local',
    lender: 'asha@hubshelf.local',
    agoMs: 6 * DAY_MS,
    duration: 14,
    pickedUpAgoMs: 4 * DAY_MS,
  },
];

export async function seedHandover(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await db
    .update(rentals)
    .set({ pickedUpAt: sql`${rentals.startDate}` })
    .where(isNull(rentals.pickedUpAt));
  const now = ctx.clock.now().getTime();
  const member = (email: string) => {
    const found = ctx.users.members.find((m) => m.email === email);
    if (!found) throw new Error(`Demo member ${email} is missing`);
    return found;
  };
  const platform = await getPlatformSettings(db); // in turn: the seed runs in one transaction
  const brocks = await getBrocksSettings(db);
  for (const h of DEMO_HANDOVERS) {
    const borrower = member(h.borrower);
    const book = await pickBook(db, member(h.lender).id, borrower.id, false, true);
    const deps = depsAt(db, new Date(now - h.agoMs));
    const { totalPaise } = quoteBorrow(book.dailyFeePaise, h.duration, null, platform, brocks);
    const paid = await demoPayment(deps, borrower, totalPaise, 'rental', book.title);
    const rental = await borrowBook(deps, borrower.id, {
      bookId: book.id,
      duration: h.duration,
      paymentMethod: 'card',
      appliedBrocks: null,
      ...paid,
    });
    if (h.pickedUpAgoMs !== undefined) {
      const [row] = await db.select().from(rentals).where(eq(rentals.id, rental.id));
      await recordPickup(db, row, new Date(now - h.pickedUpAgoMs));
    }
  }
}
