/**
 * The notices of hand-over times (docs/decisions/0050-conversations-and-safety.md; spec 002 §2.2 notices,
 * category `loans`): the other party is told of a proposed or agreed time, and the scheduled pass tells both
 * parties 1 hour before an agreed time, once (`reminded_at`). Times are written in the recipient's language,
 * in the windows' zone (the hub's, `Asia/Kolkata` by default), e.g. `Tue, 1 Dec, 6:00 pm`.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { HANDOVER_REMINDER_MS } from '@/domain/handover-times';
import { INTL_LOCALE, type Language } from '@/domain/languages';
import type { Db, Tx } from '../../../db/client';
import { handoverTimes, rentals, type RentalRow } from '../../../db/schema';
import { t } from '../../../i18n/t';
import type { Clock } from '../../../lib/clock';
import { notify } from '../../notifications';
import { peopleOf } from '../people';
import type { HandoverTimeChange } from './handover-time';
import { windowsOf } from './windows';

/** `at` as people read a meeting time in `lng` and `timeZone`: `Tue, 1 Dec, 6:00 pm`. */
export function handoverTimeText(at: Date, lng: Language, timeZone: string): string {
  return at.toLocaleString(INTL_LOCALE[lng], {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** Tells `change.otherUserId` of a proposed or agreed time of rental `r`, inside `tx`. */
export async function notifyHandoverChange(
  tx: Tx,
  r: RentalRow,
  change: HandoverTimeChange,
  timeZone: string,
  now: Date,
): Promise<void> {
  const p = await peopleOf(tx, r);
  const by = change.byUserId === r.borrowerId ? p.borrower : p.lender;
  const key = change.event === 'handover_agreed' ? 'handoverAgreed' : 'handoverProposed';
  await notify(
    tx,
    {
      userId: change.otherUserId,
      type: change.event,
      title: (lng) => t(`notices:inApp.${key}.title`, {}, lng),
      message: (lng) =>
        t(
          `notices:inApp.${key}.message`,
          { name: by.name, book: p.bookTitle, time: handoverTimeText(change.startsAt, lng, timeZone) },
          lng,
        ),
      data: { rentalId: r.id, bookTitle: p.bookTitle, startsAt: change.startsAt.toISOString() },
    },
    now,
  );
}

/** How many reminders one pass writes at most. */
const REMINDER_BATCH = 100;

/**
 * The scheduled pass (`src/server/jobs/index.ts`): for each agreed time starting within the next hour (and not
 * passed) of a rental still waiting for its pickup, marks it reminded and tells both parties, in one
 * transaction per time; a time already reminded is skipped, so each party is told once, on any instance.
 */
export async function runHandoverReminderPass(deps: { db: Db; clock: Clock }): Promise<{ reminded: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: handoverTimes.id })
    .from(handoverTimes)
    .innerJoin(rentals, eq(rentals.id, handoverTimes.rentalId))
    .where(
      and(
        eq(handoverTimes.status, 'agreed'),
        isNull(handoverTimes.remindedAt),
        gt(handoverTimes.startsAt, now),
        lte(handoverTimes.startsAt, new Date(now.getTime() + HANDOVER_REMINDER_MS)),
        eq(rentals.status, 'active'),
        isNull(rentals.pickedUpAt),
      ),
    )
    .limit(REMINDER_BATCH);
  let reminded = 0;
  for (const { id } of due) if (await remindOne(deps.db, id, now)) reminded += 1;
  return { reminded };
}

/** Marks time `id` reminded (if nobody did) and tells both parties; false when it was already reminded. */
async function remindOne(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(handoverTimes)
      .set({ remindedAt: now })
      .where(
        and(eq(handoverTimes.id, id), isNull(handoverTimes.remindedAt), eq(handoverTimes.status, 'agreed')),
      )
      .returning();
    if (!row) return false;
    const [r] = await tx.select().from(rentals).where(eq(rentals.id, row.rentalId));
    const p = await peopleOf(tx, r);
    const { timeZone } = await windowsOf(tx, r.lenderId);
    for (const [userId, other] of [
      [r.borrowerId, p.lender.name],
      [r.lenderId, p.borrower.name],
    ] as const)
      await notify(
        tx,
        {
          userId,
          type: 'handover_reminder',
          title: (lng) => t('notices:inApp.handoverReminder.title', {}, lng),
          message: (lng) =>
            t(
              'notices:inApp.handoverReminder.message',
              { name: other, book: p.bookTitle, time: handoverTimeText(row.startsAt, lng, timeZone) },
              lng,
            ),
          data: { rentalId: r.id, bookTitle: p.bookTitle, startsAt: row.startsAt.toISOString() },
        },
        now,
      );
    return true;
  });
}
