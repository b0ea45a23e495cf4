/**
 * The `account-erasure` job's pass (ADR 0052): every deletion whose `scheduled_for` has come is carried
 * out, one transaction per member. It runs once across instances: the scheduler's lock and period claim
 * (jobs/scheduler.ts, ADR 0037), and within the transaction the deletion row is claimed first by a
 * conditional update (`erased_at is null and cancelled_at is null`), so a second runner, or a sign-in that
 * cancels at the same moment, finds it taken and does nothing. A member with something open again (a loan
 * started during the grace days) is skipped and retried on the next pass. The member's files are deleted from
 * storage after the commit.
 */
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE } from '@/domain/languages';
import type { Db } from '../../db/client';
import { accountDeletions, users } from '../../db/schema';
import type { FileStore } from '../../integrations/storage';
import { deletionBlockers } from './deletion-blockers';
import { eraseMemberRows } from './erasure-rows';
import { scrubCopies } from './erasure-scrub';

export interface ErasureDeps {
  db: Db;
  files: FileStore;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** What one pass did: members erased, and due deletions left for later because something is open. */
export interface ErasureResult {
  erased: number;
  blocked: number;
}

/** Thrown inside a transaction to undo the claim of a deletion whose member has something open again. */
class StillBlocked extends Error {}

/**
 * Erases the member of deletion `deletionId` at `now` in one transaction; answers the storage keys to
 * delete, null when another runner (or a cancel) got there first, or 'blocked'.
 */
async function eraseOne(db: Db, deletionId: number, now: Date): Promise<string[] | null | 'blocked'> {
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(accountDeletions)
        .set({ erasedAt: now })
        .where(
          and(
            eq(accountDeletions.id, deletionId),
            isNull(accountDeletions.erasedAt),
            isNull(accountDeletions.cancelledAt),
          ),
        )
        .returning({ userId: accountDeletions.userId });
      if (!claimed) return null;
      const [user] = await tx.select().from(users).where(eq(users.id, claimed.userId)).for('update');
      if ((await deletionBlockers(tx, user.id, DEFAULT_LANGUAGE)).length > 0) throw new StillBlocked();
      const keys = await eraseMemberRows(tx, user, now);
      await scrubCopies(tx, user);
      return keys;
    });
  } catch (err) {
    if (err instanceof StillBlocked) return 'blocked';
    throw err;
  }
}

/**
 * One pass at `now` (ms precision, the app clock): erases each member whose deletion is due
 * (`scheduled_for <= now`, not cancelled, not yet erased), oldest first, then deletes their files (a failed
 * delete is logged, not retried: the rows no longer name the file). Rule: ADR 0052.
 */
export async function runErasurePass(deps: ErasureDeps, now: Date): Promise<ErasureResult> {
  const due = await deps.db
    .select({ id: accountDeletions.id })
    .from(accountDeletions)
    .where(
      and(
        lte(accountDeletions.scheduledFor, now),
        isNull(accountDeletions.erasedAt),
        isNull(accountDeletions.cancelledAt),
      ),
    )
    .orderBy(asc(accountDeletions.scheduledFor));
  const result: ErasureResult = { erased: 0, blocked: 0 };
  for (const { id } of due) {
    const outcome = await eraseOne(deps.db, id, now);
    if (outcome === 'blocked') result.blocked += 1;
    if (!Array.isArray(outcome)) continue;
    result.erased += 1;
    for (const key of outcome)
      await deps.files.delete(key).catch((err: unknown) => deps.log?.warn({ err, key }, 'erased file kept'));
  }
  return result;
}
