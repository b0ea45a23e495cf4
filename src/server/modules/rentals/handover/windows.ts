/**
 * An owner's weekly hand-over windows (docs/decisions/0050-conversations-and-safety.md, "Hand-over"): read and
 * replace them all (at most 6, none overlapping on a day; the contract checks the shape, this checks again).
 * Minutes after local midnight in the windows' zone (the hub's, `Asia/Kolkata` by default).
 */
import { asc, eq } from 'drizzle-orm';
import type { HandoverWindowsResponse } from '@/contract/handover';
import { DEFAULT_HANDOVER_TIME_ZONE, type HandoverWindow, windowProblem } from '@/domain/handover-times';
import type { Db, Tx } from '../../../db/client';
import { handoverWindows } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';

/** `userId`'s windows sorted by day and start, and the zone they are in. */
export async function windowsOf(
  db: Db | Tx,
  userId: number,
): Promise<{ windows: HandoverWindow[]; timeZone: string }> {
  const rows = await db
    .select()
    .from(handoverWindows)
    .where(eq(handoverWindows.userId, userId))
    .orderBy(asc(handoverWindows.weekday), asc(handoverWindows.fromMinute));
  return {
    windows: rows.map((r) => ({ weekday: r.weekday, fromMinute: r.fromMinute, toMinute: r.toMinute })),
    timeZone: rows[0]?.timeZone ?? DEFAULT_HANDOVER_TIME_ZONE,
  };
}

/** GET /api/profile/handover-windows: the caller's windows (none at first). */
export async function getHandoverWindows(db: Db, userId: number): Promise<HandoverWindowsResponse> {
  return windowsOf(db, userId);
}

/**
 * PUT /api/profile/handover-windows: replaces all of `userId`'s windows with `windows` in one transaction.
 * 400 with the contract's message when there are more than 6 or two overlap (ADR 0050).
 */
export async function saveHandoverWindows(
  db: Db,
  userId: number,
  windows: readonly HandoverWindow[],
): Promise<HandoverWindowsResponse> {
  const problem = windowProblem(windows);
  if (problem) throw localizedError(400, `validation:handover.${problem}`, { fields: ['windows'] });
  await db.transaction(async (tx) => {
    await tx.delete(handoverWindows).where(eq(handoverWindows.userId, userId));
    if (windows.length)
      await tx.insert(handoverWindows).values(
        windows.map((w) => ({
          userId,
          weekday: w.weekday,
          fromMinute: w.fromMinute,
          toMinute: w.toMinute,
          timeZone: DEFAULT_HANDOVER_TIME_ZONE,
        })),
      );
  });
  return windowsOf(db, userId);
}
