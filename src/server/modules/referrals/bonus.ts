/**
 * The referral bonus (spec 001 §9 "Referral bonus: ₹50 credit for each side when the referee joins a
 * society"; docs/decisions/0028-referral-credit-and-commission-free-periods.md): when a referred member joins
 * their first hub (joining, or their hub request approved), the referee and the referrer each receive ₹50 of
 * Hubshelf credit, in the joining transaction, once per referee and side (money-ledger references
 * `referral:<referee>:referee` and `referral:<referee>:referrer`).
 */
import { eq } from 'drizzle-orm';
import { REFERRAL_BONUS_PAISE, referralBonusReference } from '@/domain/referral-credit';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { grantCredit } from './credit';

/**
 * Grants the referral bonus of `userId` (the member who just joined a hub) to both sides, unless they were
 * not referred or it was granted before. Answers whether anything was granted.
 */
export async function grantReferralBonus(tx: Db | Tx, userId: number, at: Date): Promise<boolean> {
  const [referee] = await tx.select({ referrerId: users.referredBy }).from(users).where(eq(users.id, userId));
  const referrerId = referee?.referrerId;
  if (!referrerId) return false;
  const referee_ = await grantCredit(tx, {
    userId,
    amountPaise: REFERRAL_BONUS_PAISE,
    reference: referralBonusReference(userId, 'referee'),
    at,
  });
  const referrer = await grantCredit(tx, {
    userId: referrerId,
    amountPaise: REFERRAL_BONUS_PAISE,
    reference: referralBonusReference(userId, 'referrer'),
    at,
  });
  return referee_ || referrer;
}
