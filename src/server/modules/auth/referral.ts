/**
 * A sign-up with a referral code (spec 000 §2 "optional referral (the user number of the referrer)", §9
 * "5 per referral"; 002 §3 `credits_per_referral`; docs/decisions/0028-referral-credit-and-commission-free-periods.md):
 * the code is the referrer's user number; the referrer receives `credits_per_referral` Brocks in the
 * registration transaction, once per referee (ledger reference `referee:<id>`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { postBrocks } from '../brocks';
import { awardDueBadges } from '../rewards';
import { getBrocksSettings } from '../settings';
import { t } from '../../i18n/t';

/** Refusal when the referral code belongs to a member with the new account's phone number. */
export const OWN_REFERRAL_CODE = t('auth:register.ownReferral');

/** The member whose user number is `userNumber` (digits), with their phone, or undefined (also for an erased member, ADR 0052). */
export async function findReferrer(
  db: Db | Tx,
  userNumber: string,
): Promise<{ id: number; phone: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(and(eq(users.userNumber, Number(userNumber)), isNull(users.deletedAt)));
  return row;
}

/**
 * Credits `credits_per_referral` Brocks to `referrerId` for the new member `refereeId` (nothing when 0)
 * and awards the referral badges the referrer now reaches (a referral counts from registration, ADR 0029).
 * Both sign-up paths (form and 'Continue with Google') call it in the transaction that creates the member.
 */
export async function creditReferrer(tx: Tx, referrerId: number, refereeId: number, at: Date): Promise<void> {
  const { creditsPerReferral } = await getBrocksSettings(tx);
  if (creditsPerReferral > 0)
    await postBrocks(tx, {
      userId: referrerId,
      delta: creditsPerReferral,
      reason: 'referral',
      reference: `referee:${refereeId}`,
      at,
    });
  await awardDueBadges(tx, referrerId, at);
}
