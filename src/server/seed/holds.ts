/**
 * Demo holds queue (docs/decisions/0025-availability-alerts-hold-queue.md): two members wait in line, through
 * the real alert call, for the first book lent out in the demo, so its return shows the hold passing on.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { bookHubs, hubMemberships, rentals } from '../db/schema';
import { setAlert } from '../modules/alerts';
import type { SeedContext } from './index';

/** Seeds the queue; does nothing when the demo has no active rental. */
export async function seedHolds(ctx: SeedContext): Promise<void> {
  const { db, clock } = ctx;
  const [lent] = await db
    .select({ bookId: rentals.bookId, borrowerId: rentals.borrowerId, lenderId: rentals.lenderId })
    .from(rentals)
    .where(eq(rentals.status, 'active'))
    .orderBy(asc(rentals.id))
    .limit(1);
  if (!lent) return;
  const waiting = await db
    .selectDistinct({ userId: hubMemberships.userId })
    .from(hubMemberships)
    .innerJoin(bookHubs, and(eq(bookHubs.hubId, hubMemberships.hubId), eq(bookHubs.bookId, lent.bookId)))
    .where(
      and(
        eq(hubMemberships.isActive, true),
        notInArray(hubMemberships.userId, [lent.borrowerId, lent.lenderId]),
      ),
    )
    .orderBy(asc(hubMemberships.userId))
    .limit(2);
  const start = clock.now().getTime() - 2 * 60 * 60 * 1000;
  for (const [i, { userId }] of waiting.entries())
    await setAlert(db, userId, lent.bookId, new Date(start + i * 60 * 60 * 1000));
}
