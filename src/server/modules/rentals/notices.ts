/**
 * Reminders and the daily due pass (send-reminder and scheduled work: spec 001 §2.2, §4.1, §6).
 *
 * Every notice about a rental is a `rental_notices` row, unique per (rental, kind, UTC day), written in the same
 * transaction as its in-app notification: a pass run twice — even at once on two app instances — notifies each
 * borrower once per rental per day. The notification's mail delivery is written with it; the delivery job
 * sends it (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
 */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Language } from '@/domain/languages';
import { DAY_MS, DUE_SOON_MS, dueState } from '@/domain/rentals';
import type { Db, Tx } from '../../db/client';
import { rentalNotices, rentals, type RentalNoticeKind, type RentalRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { notify } from '../notifications';
import { rentalFor } from './access';
import { dateText, peopleOf } from './people';

/** What the reminder and the due pass need from the app (`app.deps` has it all). */
export interface NoticeDeps {
  db: Db;
  clock: Clock;
}

/** An owner may remind a borrower once per rental in this long (ms). */
export const REMINDER_INTERVAL_MS = DAY_MS;

/** The UTC day of `at`, `YYYY-MM-DD`. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Records a notice of `kind` for rental `rentalId` today; false when one was recorded already today. */
async function recordNotice(tx: Tx, rentalId: number, kind: RentalNoticeKind, now: Date): Promise<boolean> {
  const inserted = await tx
    .insert(rentalNotices)
    .values({ rentalId, kind, day: dayOf(now), sentAt: now })
    .onConflictDoNothing()
    .returning({ id: rentalNotices.id });
  return inserted.length > 0;
}

/**
 * POST /api/rentals/:id/send-reminder (owner only): a reminder notification (and its mail) to the borrower, with the
 * owner's optional notes. 404 unknown, 403 the borrower or a stranger, 409 when the book is being or has been
 * returned, 429 'A reminder was already sent for this rental in the last 24 hours…' within 24 hours of the last.
 */
export async function sendReminder(
  deps: NoticeDeps,
  callerId: number,
  rentalId: number,
  notes: string | null,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const r = await rentalFor(tx, rentalId, callerId, 'owner', true);
    if (r.status !== 'active') throw localizedError(409, 'rentals:lifecycle.reminderNotActive');
    const [last] = await tx
      .select({ sentAt: rentalNotices.sentAt })
      .from(rentalNotices)
      .where(and(eq(rentalNotices.rentalId, r.id), eq(rentalNotices.kind, 'reminder')))
      .orderBy(desc(rentalNotices.sentAt))
      .limit(1);
    if (
      (last && now.getTime() - last.sentAt.getTime() < REMINDER_INTERVAL_MS) ||
      !(await recordNotice(tx, r.id, 'reminder', now))
    )
      throw localizedError(429, 'rentals:lifecycle.reminderTooSoon');
    await noticeFor(tx, r, 'reminder', now, notes);
  });
}

/** Notifies the borrower of `r` (reminder, due soon or overdue); the mail follows from the catalogue. */
async function noticeFor(
  tx: Tx,
  r: RentalRow,
  kind: RentalNoticeKind,
  now: Date,
  notes: string | null = null,
): Promise<void> {
  const p = await peopleOf(tx, r);
  const when = (lng: Language) => {
    const state = dueState(r.endDate, now);
    const due = t(`notices:inApp.when.${state.kind}`, { count: state.days }, lng);
    return t('notices:inApp.when.withDate', { due, date: dateText(r.endDate, lng) }, lng);
  };
  const vars = (lng: Language) => ({
    lender: p.lender.name,
    book: p.bookTitle,
    when: when(lng),
    note: notes ?? '',
  });
  const key = { reminder: 'reminder', due_soon: 'dueSoon', overdue: 'overdue' }[kind];
  const variant = kind === 'reminder' && notes ? 'messageWithNote' : 'message';
  const words = {
    title: (lng: Language) => t(`notices:inApp.${key}.title`, {}, lng),
    message: (lng: Language) => t(`notices:inApp.${key}.${variant}`, vars(lng), lng),
  };
  await notify(
    tx,
    {
      userId: r.borrowerId,
      type: kind,
      title: words.title,
      message: words.message,
      data: {
        rentalId: r.id,
        bookTitle: p.bookTitle,
        endDate: r.endDate.toISOString(),
        lenderName: p.lender.name,
        notes: notes ?? '',
      },
    },
    now,
  );
}

/** How many rentals one due pass looks at, at most. */
const DUE_PASS_BATCH = 1_000;

/**
 * The daily pass: every active rental whose book was picked up and is due within 1 day (due_soon) or already
 * overdue (overdue) gets a notification (and its mail) to its borrower, once per rental per UTC day (see the
 * module comment). A rental not yet picked up is left out: its due date moves at pickup and the pickup pass
 * handles it (docs/decisions/0032-trust-at-hand-over.md). Each rental is handled in its own short
 * transaction. Answers how many notices it sent.
 */
export async function runDuePass(deps: NoticeDeps): Promise<{ sent: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(rentals)
    .where(
      and(
        eq(rentals.status, 'active'),
        isNotNull(rentals.pickedUpAt),
        lte(rentals.endDate, new Date(now.getTime() + DUE_SOON_MS)),
      ),
    )
    .orderBy(rentals.endDate)
    .limit(DUE_PASS_BATCH);
  let sent = 0;
  for (const r of due) {
    const kind: RentalNoticeKind = r.endDate.getTime() < now.getTime() ? 'overdue' : 'due_soon';
    const noticed = await deps.db.transaction(async (tx) => {
      if (!(await recordNotice(tx, r.id, kind, now))) return false;
      await noticeFor(tx, r, kind, now);
      return true;
    });
    if (noticed) sent += 1;
  }
  return { sent };
}
