/**
 * Upload milestones and commission-free periods (issue rules "Upload milestones"; spec 002 §3
 * `upload_10_reward` …, §9; docs/decisions/0028-referral-credit-and-commission-free-periods.md). A member whose
 * books listed (not deleted) reach 10, 20 and 30 receives that milestone's commission-free days once each
 * (`commission_free_grants` unique per member and source); periods add up.
 */
import { and, count, eq, max, ne } from 'drizzle-orm';
import { dueMilestones, extendPeriod } from '@/domain/commission-free';
import type { Db, Tx } from '../../db/client';
import { books, commissionFreeGrants } from '../../db/schema';
import { getBrocksSettings } from '../settings';

/** The end of `userId`'s latest commission-free period (past or future), or null when they never had one. */
export async function commissionFreeUntil(db: Db | Tx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(commissionFreeGrants.endsAt) })
    .from(commissionFreeGrants)
    .where(eq(commissionFreeGrants.userId, userId));
  return row?.until ?? null;
}

/**
 * Grants `userId` the upload milestones they have reached and not yet received, each starting at the later
 * of `now` and their current period's end. Call it in the transaction that lists a book (`creditBookUpload`).
 * Answers the sources newly granted; a concurrent grant of the same source is left to the unique key.
 */
export async function grantUploadMilestones(tx: Db | Tx, userId: number, now: Date): Promise<string[]> {
  const [listed] = await tx
    .select({ n: count() })
    .from(books)
    .where(and(eq(books.ownerId, userId), ne(books.status, 'deleted')));
  const grantedRows = await tx
    .select({ source: commissionFreeGrants.source })
    .from(commissionFreeGrants)
    .where(eq(commissionFreeGrants.userId, userId));
  const due = dueMilestones(
    Number(listed?.n ?? 0),
    grantedRows.map((r) => r.source),
    await getBrocksSettings(tx),
  );
  const granted: string[] = [];
  for (const milestone of due) {
    const period = extendPeriod(await commissionFreeUntil(tx, userId), now, milestone.days);
    const inserted = await tx
      .insert(commissionFreeGrants)
      .values({ userId, source: milestone.source, days: milestone.days, ...period, createdAt: now })
      .onConflictDoNothing({ target: [commissionFreeGrants.userId, commissionFreeGrants.source] })
      .returning({ id: commissionFreeGrants.id });
    if (inserted.length > 0) granted.push(milestone.source);
  }
  return granted;
}
