/**
 * Demo hand-overs (docs/decisions/0032-trust-at-hand-over.md; ARCHITECTURE §1 demo data). The loans the
 * earlier seeders made changed hands when they were borrowed (their pickup is recorded at the start, as the
 * migration does for rentals made before pickup codes). Then, through the real use cases: a rental awaiting
 * pickup (Arjun borrowed from Ravi a day ago) and one picked up two days late (Ravi from Asha), whose due
 * date moved by those two days.
 */
import { eq, isNull, sql } from 'drizzle-orm';
import { rentals } from '../db/schema';
import { recordPickup } from '../modules/rentals';
import { demoLoan, demoMember, loanSettings } from './demo-loans';
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
  const settings = await loanSettings(db);
  for (const h of DEMO_HANDOVERS) {
    const { rental } = await demoLoan(db, settings, {
      borrower: demoMember(ctx, h.borrower),
      lenderId: demoMember(ctx, h.lender).id,
      duration: h.duration,
      at: new Date(now - h.agoMs),
    });
    if (h.pickedUpAgoMs !== undefined) {
      const [row] = await db.select().from(rentals).where(eq(rentals.id, rental.id));
      await recordPickup(db, row, new Date(now - h.pickedUpAgoMs));
    }
  }
}
