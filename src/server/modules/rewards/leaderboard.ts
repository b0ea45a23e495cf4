/**
 * The Brocks leaderboard (spec 000 §4 "Leaderboard ranks 1-3 are gold, silver, bronze"; 001 §2.2, §2.14;
 * 002 §7 `GET /api/brocks/leaderboard`; docs/decisions/0027-buying-brocks-and-leaderboard.md): every member
 * ranked by Brocks balance, then total earned, then the earliest account (then the lowest id), so ranks are
 * distinct. A member without a ledger entry counts as 0 and 0. Name and picture only, no contact details.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, type LeaderboardEntry } from '@/contract/rewards';
import type { Db } from '../../db/client';
import { brocksBalances, users } from '../../db/schema';

const credits = sql<number>`coalesce(${brocksBalances.balance}, 0)`.mapWith(Number);
const earned = sql<number>`coalesce(${brocksBalances.totalEarned}, 0)`.mapWith(Number);

const ranked = (db: Db) =>
  db
    .select({
      userId: users.id,
      name: users.name,
      profilePicture: users.profilePicture,
      credits,
      totalEarned: earned,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(brocksBalances, eq(brocksBalances.userId, users.id));

/**
 * The top `LEADERBOARD_SIZE` members, then `callerId`'s own entry with their real rank when they are not
 * among them.
 */
export async function leaderboard(db: Db, callerId: number): Promise<LeaderboardEntry[]> {
  const top = await ranked(db)
    .orderBy(desc(credits), desc(earned), asc(users.createdAt), asc(users.id))
    .limit(LEADERBOARD_SIZE);
  const entries: LeaderboardEntry[] = top.map((row, i) => ({
    userId: row.userId,
    rank: i + 1,
    name: row.name,
    credits: row.credits,
    totalEarned: row.totalEarned,
    profilePicture: row.profilePicture,
  }));
  if (entries.some((e) => e.userId === callerId)) return entries;
  const [me] = await ranked(db).where(eq(users.id, callerId));
  if (!me) return entries;
  // members ahead: more Brocks; or as many and more earned; or both equal and an earlier account
  const mine = sql`(select coalesce(b.balance, 0), coalesce(b.total_earned, 0) from users u
    left join brocks_balances b on b.user_id = u.id where u.id = ${callerId})`;
  const [ahead] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .leftJoin(brocksBalances, eq(brocksBalances.userId, users.id))
    .where(
      or(
        sql`(${credits}, ${earned}) > ${mine}`,
        and(
          sql`(${credits}, ${earned}) = ${mine}`,
          sql`(${users.createdAt}, ${users.id}) < (select created_at, id from users where id = ${callerId})`,
        ),
      ),
    );
  entries.push({
    userId: me.userId,
    rank: ahead.count + 1,
    name: me.name,
    credits: me.credits,
    totalEarned: me.totalEarned,
    profilePicture: me.profilePicture,
  });
  return entries;
}
