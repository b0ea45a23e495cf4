/**
 * The profile tiles (spec 001 §2.14; ADR docs/decisions/0020-profile-account-and-storage.md):
 * rentals as borrower and as lender in any status, members who joined with this member's number, and
 * active memberships of approved hubs.
 */
import { count, eq } from 'drizzle-orm';
import type { UserStats } from '@/contract/profile';
import type { Db } from '../../db/client';
import { rentals, users } from '../../db/schema';
import { memberHubIds } from '../membership';

export async function userStats(db: Db, userId: number): Promise<UserStats> {
  const [[borrowed], [lent], [referred], hubIds] = await Promise.all([
    db.select({ n: count() }).from(rentals).where(eq(rentals.borrowerId, userId)),
    db.select({ n: count() }).from(rentals).where(eq(rentals.lenderId, userId)),
    db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)),
    memberHubIds(db, userId),
  ]);
  return {
    booksBorrowed: borrowed?.n ?? 0,
    booksLent: lent?.n ?? 0,
    totalReferrals: referred?.n ?? 0,
    societiesJoined: hubIds.length,
  };
}
