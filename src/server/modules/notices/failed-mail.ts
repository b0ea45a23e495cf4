/**
 * Failed notice mail for administrators (docs/decisions/0056-mail-faults.md): the mail deliveries the job
 * gave up on after 24 h of retries, and putting one back in the queue for a fresh round of attempts.
 */
import { and, desc, eq } from 'drizzle-orm';
import { FAILED_MAIL_SHOWN, type FailedMail } from '@/contract/failed-mail';
import { noticeFor } from '@/domain/notices';
import type { Db } from '../../db/client';
import { notificationDeliveries, notifications, users } from '../../db/schema';
import { languageOf, noticeTranslate } from '../../i18n/member-language';
import { localizedError } from '../../lib/http-error';
import { dataOf } from './notice-mail';

const FAILED_MAIL = and(
  eq(notificationDeliveries.channel, 'mail'),
  eq(notificationDeliveries.status, 'failed'),
);

/**
 * The newest `FAILED_MAIL_SHOWN` failed mail deliveries: the member's address and name, the subject in the
 * member's language (the notice's title when its type has no catalogue entry), attempts, last error and
 * when it failed (ISO).
 */
export async function listFailedMail(db: Db): Promise<FailedMail[]> {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      doneAt: notificationDeliveries.doneAt,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      data: notifications.data,
      memberName: users.name,
      to: users.email,
      preferredLanguage: users.preferredLanguage,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(FAILED_MAIL)
    .orderBy(desc(notificationDeliveries.doneAt), desc(notificationDeliveries.id))
    .limit(FAILED_MAIL_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    memberName: r.memberName,
    subject:
      noticeFor(r.type)?.mail(
        { title: r.title, message: r.message, data: dataOf(r.data) },
        noticeTranslate(languageOf(r.preferredLanguage)),
      ).subject ?? r.title,
    attempts: r.attempts,
    lastError: r.lastError,
    failedAt: (r.doneAt ?? r.nextAttemptAt).toISOString(),
  }));
}

/**
 * Puts failed mail delivery `id` back in the queue: pending, no attempts, due at `now`, so the job sends it
 * on its next pass with the whole retry schedule ahead. The last error stays until the next attempt.
 * Throws 404 `notices:failedMail.notFound` when `id` is not a failed mail delivery (already queued again,
 * sent, or a push delivery).
 */
export async function retryFailedMail(db: Db, id: number, now: Date): Promise<void> {
  const queued = await db
    .update(notificationDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, doneAt: null })
    .where(and(eq(notificationDeliveries.id, id), FAILED_MAIL))
    .returning({ id: notificationDeliveries.id });
  if (queued.length === 0) throw localizedError(404, 'notices:failedMail.notFound');
}
