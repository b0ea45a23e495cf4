/**
 * Demo rewards (issue Deliver 9; ADR 0029): badges earned the real way and varied Brocks balances, so the
 * home's Brocks card, /rewards and the ranking ladder show something to look at. Arjun joined through
 * Asha's referral code and Priya through Meera's (when nobody referred them yet), which earns Asha and Meera
 * the Bronze referral badge; Priya's first hub gives her and Meera the ₹50 referral credit each (spec 001 §9,
 * ADR 0028; Asha and Arjun keep none, so the borrow totals the end-to-end suites check stay plain). Every
 * member then gets the badges their listed books and referrals have reached, each with its notification.
 * Balances: a demo top-up of Brocks by the administrator (reference `demo:balance`), different per member.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema';
import { awardDueBadges } from '../modules/rewards';
import { postBrocks } from '../modules/brocks';
import { grantReferralBonus } from '../modules/referrals';
import type { SeedContext } from './index';

/** Brocks added to each demo member's opening 100, in seeding order (ranks Scholar to Legend and Explorer). */
const DEMO_TOP_UPS = [420, 1_150, 35, 0, 260, 12];

export async function seedRewards(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const now = clock.now();
  const [asha, , meera, , priya, arjun] = ctx.users.members;
  for (const [referrer, referee] of [
    [asha, arjun],
    [meera, priya],
  ]) {
    if (!referrer || !referee) continue;
    await db
      .update(users)
      .set({ referredBy: referrer.id })
      .where(and(eq(users.id, referee.id), isNull(users.referredBy)));
  }
  if (priya) await grantReferralBonus(db, priya.id, now);
  for (const [i, m] of ctx.users.members.entries()) {
    await awardDueBadges(db, m.id, now);
    const topUp = DEMO_TOP_UPS[i % DEMO_TOP_UPS.length];
    if (topUp > 0)
      await postBrocks(db, {
        userId: m.id,
        delta: topUp,
        reason: 'admin_adjustment',
        reference: 'demo:balance',
        description: 'Demo Brocks top-up',
        at: now,
      });
  }
}
