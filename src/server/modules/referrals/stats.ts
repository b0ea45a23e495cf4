/**
 * The referral program's numbers (spec 001 §2.13, §7 `GET /api/referrals/stats`, `/list`; ADR 0028): members
 * referred count from registration; earnings are the referrer's `credit_granted` rows (rupees on the wire).
 */
import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import type { ReferralEntry, ReferralStats } from '@/contract/referrals';
import { paiseToRupees } from '@/domain/money';
import type { Db, Tx } from '../../db/client';
import { moneyLedger, users } from '../../db/schema';

/** How many members registered with `userId`'s code. */
export async function referralCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
  return Number(row?.n ?? 0);
}

/** `userId`'s referrals, rupees earned as referrer, and rank: 1 + the members with more referrals. */
export async function referralStatsOf(db: Db | Tx, userId: number): Promise<ReferralStats> {
  const totalReferrals = await referralCount(db, userId);
  const [earned] = await db
    .select({ total: sql<number>`coalesce(sum(${moneyLedger.amountPaise}), 0)::int` })
    .from(moneyLedger)
    .where(
      and(
        eq(moneyLedger.userId, userId),
        eq(moneyLedger.kind, 'credit_granted'),
        like(moneyLedger.reference, 'referral:%:referrer'),
      ),
    );
  const counts = db
    .select({ referrer: users.referredBy, n: count().as('n') })
    .from(users)
    .where(sql`${users.referredBy} is not null`)
    .groupBy(users.referredBy)
    .as('counts');
  const [ahead] = await db
    .select({ n: count() })
    .from(counts)
    .where(sql`${counts.n} > ${totalReferrals}`);
  return {
    totalReferrals,
    totalEarnings: paiseToRupees(Number(earned?.total ?? 0)),
    rank: 1 + Number(ahead?.n ?? 0),
  };
}

/** The members `userId` referred, newest first, with the bonus the referrer earned for each (rupees). */
export async function referralsOf(db: Db | Tx, userId: number): Promise<ReferralEntry[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      bonus: moneyLedger.amountPaise,
    })
    .from(users)
    .leftJoin(
      moneyLedger,
      and(
        eq(moneyLedger.kind, 'credit_granted'),
        eq(moneyLedger.userId, userId),
        // the referrer's side of this referee's bonus (`referralBonusReference`)
        eq(moneyLedger.reference, sql`'referral:' || ${sql.raw('"users"."id"')} || ':referrer'`),
      ),
    )
    .where(eq(users.referredBy, userId))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdAt: r.createdAt.toISOString(),
    bonusEarned: paiseToRupees(r.bonus ?? 0),
  }));
}
