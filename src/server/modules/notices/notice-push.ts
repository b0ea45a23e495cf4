/**
 * The push channel of the delivery job (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md,
 * docs/decisions/0040-push-icons-offline-actions.md): a notification's catalogue push text (domain/notices.ts)
 * goes to every browser its member subscribed, through `sendPushToMember`. Preferences are read here, at
 * send time. A member with push off, or with no subscribed browser left, is `skipped`; a notice that reached
 * no browser while some failed is retried on the job's schedule.
 */
import { eq } from 'drizzle-orm';
import { noticeFor } from '@/domain/notices';
import { notifications, type NotificationDeliveryRow } from '../../db/schema';
import { sendPushToMember } from '../push';
import type { DeliveryDeps, DeliveryOutcome } from './delivery';
import { channelAllowed } from './preferences';
import { dataOf } from './notice-mail';

/** The push channel's sender (see delivery.ts CHANNEL_SENDERS). */
export async function sendNoticePush(
  deps: DeliveryDeps,
  delivery: NotificationDeliveryRow,
): Promise<DeliveryOutcome> {
  const [row] = await deps.db
    .select()
    .from(notifications)
    .where(eq(notifications.id, delivery.notificationId));
  if (!row) return { outcome: 'failed', error: 'notification not found' };
  const entry = noticeFor(row.type);
  if (!entry) return { outcome: 'failed', error: `no catalogue entry for ${row.type}` };
  if (!(await channelAllowed(deps.db, row.userId, entry.category, 'push'))) return { outcome: 'skipped' };
  // the stored title and message are already in the member's language (ADR 0042)
  const text = entry.push({ title: row.title, message: row.message, data: dataOf(row.data) });
  const result = await sendPushToMember(deps, row.userId, {
    title: text.title,
    body: text.body,
    url: text.path,
    tag: `notification-${row.id}`,
  });
  if (result.sent > 0) return { outcome: 'sent' };
  if (result.failed > 0) return { outcome: 'retry', error: `${result.failed} push services refused` };
  return { outcome: 'skipped' };
}
