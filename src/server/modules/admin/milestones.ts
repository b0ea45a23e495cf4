/**
 * Referral milestones (spec 002 §3 "Reward definition"; ADR 0022): a member earns a `bonus_earning`
 * definition once `requiredReferrals` of the members they referred have each listed at least
 * `requiredBooksPerReferral` books (not deleted). The Brocks are posted through the ledger with reason
 * `referral_milestone` and reference `reward:<id>`, whose uniqueness grants each milestone once.
 * `commission_free` and `badge` definitions are stored but not granted yet.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { books, rewardDefinitions, users } from '../../db/schema';
import { postBrocks } from '../brocks';

/**
 * Grants the milestones the referrer of `refereeId` has reached. Call it in the transaction that adds a
 * referee (sign-up) or a referee's book. Answers the ids of the definitions newly granted.
 */
export async function grantReferralMilestones(tx: Db | Tx, refereeId: number, at: Date): Promise<number[]> {
  const [referee] = await tx
    .select({ referrerId: users.referredBy })
    .from(users)
    .where(eq(users.id, refereeId));
  const referrerId = referee?.referrerId;
  if (!referrerId) return [];
  const definitions = await tx
    .select()
    .from(rewardDefinitions)
    .where(eq(rewardDefinitions.rewardType, 'bonus_earning'));
  if (definitions.length === 0) return [];
  const referees = await tx
    .select({ books: sql<number>`count(${books.id})::int` })
    .from(users)
    .leftJoin(books, and(eq(books.ownerId, users.id), ne(books.status, 'deleted')))
    .where(eq(users.referredBy, referrerId))
    .groupBy(users.id);
  const granted: number[] = [];
  for (const d of definitions) {
    const qualifying = referees.filter((r) => r.books >= d.requiredBooksPerReferral).length;
    if (qualifying < d.requiredReferrals) continue;
    const { posted } = await postBrocks(tx, {
      userId: referrerId,
      delta: d.value,
      reason: 'referral_milestone',
      reference: `reward:${d.id}`,
      description: d.description,
      at,
    });
    if (posted) granted.push(d.id);
  }
  return granted;
}
