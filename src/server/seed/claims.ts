/**
 * Demo deposit claims (docs/decisions/0035-deposit-claims-and-photos.md; ARCHITECTURE §1 demo data), made
 * through the real use cases: Priya returned Meera's book and Meera claims ₹40 of the deposit (open, Priya can
 * answer), and Meera returned Priya's book, Priya claims ₹60 and Meera disputed it (for the demo administrator
 * to decide). Both books changed hands when borrowed. Each claim has the owner's return photo; its image is written to the file store when one is given.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { rentalPhotos, rentals } from '../db/schema';
import type { FileStore } from '../integrations/storage';
import { confirmReturn, disputeClaim, recordPickup, requestReturn } from '../modules/rentals';
import { demoLoan, demoMember, loanSettings } from './demo-loans';
import { depsAt } from './transactions';
import type { SeedContext } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface DemoClaim {
  borrower: string;
  lender: string;
  amountRupees: number;
  reason: string;
  /** the claim was made this long ago (ms) */
  agoMs: number;
  /** the borrower's dispute, made this long ago (ms) */
  dispute?: { agoMs: number; reply: string };
}

const DEMO_CLAIMS: DemoClaim[] = [
  {
    borrower: 'priya@hubshelf.local',
    lender: 'meera@hubshelf.local',
    amountRupees: 40,
    reason: 'Coffee stain across the first twenty pages',
    agoMs: 2 * HOUR_MS,
  },
  {
    borrower: 'meera@hubshelf.local',
    lender: 'priya@hubshelf.local',
    amountRupees: 60,
    reason: 'The dust jacket is torn and the spine is cracked',
    agoMs: 1 * DAY_MS,
    dispute: { agoMs: 20 * HOUR_MS, reply: 'The jacket was already torn when I picked the book up' },
  },
];

/** A small WebP stored as a demo condition photo; answers its key. */
async function demoPhoto(files: FileStore | undefined, shade: number): Promise<string> {
  const key = `rental-photos/${randomBytes(16).toString('hex')}.webp`;
  if (files) {
    const image = await sharp({
      create: { width: 480, height: 640, channels: 3, background: { r: 150 + shade, g: 120, b: 90 } },
    })
      .webp()
      .toBuffer();
    await files.put(key, image, 'image/webp');
  }
  return key;
}

export async function seedClaims(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now().getTime();
  const settings = await loanSettings(db);
  for (const [i, c] of DEMO_CLAIMS.entries()) {
    const borrower = demoMember(ctx, c.borrower);
    const lender = demoMember(ctx, c.lender);
    const at = (agoMs: number) => depsAt(db, new Date(now - agoMs));
    const borrowedAt = new Date(now - c.agoMs - 6 * DAY_MS);
    const { rental } = await demoLoan(db, settings, {
      borrower,
      lenderId: lender.id,
      duration: 7,
      at: borrowedAt,
    });
    const [row] = await db.select().from(rentals).where(eq(rentals.id, rental.id));
    await recordPickup(db, row, row.startDate);
    await requestReturn(at(c.agoMs + HOUR_MS), borrower.id, rental.id, { notes: null });
    await db.insert(rentalPhotos).values({
      rentalId: rental.id,
      stage: 'return',
      uploaderId: lender.id,
      storageKey: await demoPhoto(ctx.files, i * 40),
      createdAt: new Date(now - c.agoMs - 10 * 60_000),
    });
    const done = await confirmReturn(at(c.agoMs), lender.id, rental.id, {
      notes: null,
      claim: { amountRupees: c.amountRupees, reason: c.reason },
    });
    if (c.dispute && done.claimId)
      await disputeClaim(at(c.dispute.agoMs), borrower.id, done.claimId, c.dispute.reply);
  }
}
