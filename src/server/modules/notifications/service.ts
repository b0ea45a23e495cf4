/**
 * In-app notifications (spec 002 §2.2, §3, §7). Other modules create notifications through `notify`
 * (inside their own transaction when they pass `tx`); members read and mark their own. Each notification
 * is written with its mail delivery row in the same statement's transaction, so a rollback writes neither;
 * the delivery job sends it (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md).
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Notification, NotificationType } from '@/contract/notifications';
import { DEFAULT_LANGUAGE, type Language } from '@/domain/languages';
import type { Db, Tx } from '../../db/client';
import { memberLanguages, renderNoticeText, type NoticeText } from '../../i18n/member-language';
import {
  notificationDeliveries,
  notifications,
  type DeliveryChannel,
  type NotificationRow,
} from '../../db/schema';
import { localizedError } from '../../lib/http-error';

/** One notification to create. `data` is stored as a JSON string (spec 002 §3 "Data by type"). */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  /** A fixed text, or a renderer called with the recipient's language (ADR 0042). */
  title: NoticeText;
  message: NoticeText;
  data?: Record<string, unknown> | null;
}

/** The LISTEN/NOTIFY channel that carries the id of a member whose notifications changed (ARCHITECTURE §3). */
export const NOTIFICATIONS_CHANNEL = 'hubshelf_notifications';

/**
 * Tells every app instance that these members' notifications changed (`pg_notify` with the user id as
 * payload). Inside a transaction PostgreSQL delivers it at commit, and not at all on rollback.
 */
export async function publishChanged(db: Db | Tx, userIds: readonly number[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    await db.execute(sql`SELECT pg_notify(${NOTIFICATIONS_CHANNEL}, ${String(userId)})`);
  }
}

/** The channels a new notification is delivered on besides in-app (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md). */
export const DELIVERED_CHANNELS: readonly DeliveryChannel[] = ['mail', 'push'];

/** Queues the deliveries of new notifications `ids` (one row per channel; unique per notification and channel). */
async function queueDeliveries(db: Db | Tx, ids: readonly number[], now?: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(notificationDeliveries)
    .values(
      ids.flatMap((notificationId) =>
        DELIVERED_CHANNELS.map((channel) => ({
          notificationId,
          channel,
          ...(now ? { createdAt: now, nextAttemptAt: now } : {}),
        })),
      ),
    )
    .onConflictDoNothing();
}

/** How many unread notifications the member has (the bell count, spec 001 §3). */
export async function countUnread(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** How many notifications `GET /api/notifications` returns at most (unread first, then newest). */
export const NOTIFICATION_LIST_LIMIT = 200;

/** The recipients' languages, read only when a text is rendered per language. */
async function languagesFor(
  db: Db | Tx,
  userIds: readonly number[],
  n: Pick<NewNotification, 'title' | 'message'>,
) {
  if (typeof n.title === 'string' && typeof n.message === 'string') return new Map<number, Language>();
  return memberLanguages(db, userIds);
}

/**
 * Creates one notification and returns its row, its title and message rendered in the recipient's
 * language (ADR 0042). `now` sets `createdAt` (defaults to the database clock).
 */
export async function notify(db: Db | Tx, n: NewNotification, now?: Date): Promise<NotificationRow> {
  const lng = (await languagesFor(db, [n.userId], n)).get(n.userId) ?? DEFAULT_LANGUAGE;
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      title: renderNoticeText(n.title, lng),
      message: renderNoticeText(n.message, lng),
      data: n.data ? JSON.stringify(n.data) : null,
      ...(now ? { createdAt: now } : {}),
    })
    .returning();
  await queueDeliveries(db, [row.id], now);
  await publishChanged(db, [n.userId]);
  return row;
}

/** Creates the same notification for each of `userIds` (one row each, each in its member's language) in one statement. */
export async function notifyEach(
  db: Db | Tx,
  userIds: readonly number[],
  n: Omit<NewNotification, 'userId'>,
  now?: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const data = n.data ? JSON.stringify(n.data) : null;
  const languages = await languagesFor(db, userIds, n);
  const rows = await db
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        type: n.type,
        title: renderNoticeText(n.title, languages.get(userId) ?? DEFAULT_LANGUAGE),
        message: renderNoticeText(n.message, languages.get(userId) ?? DEFAULT_LANGUAGE),
        data,
        ...(now ? { createdAt: now } : {}),
      })),
    )
    .returning({ id: notifications.id });
  await queueDeliveries(
    db,
    rows.map((r) => r.id),
    now,
  );
  await publishChanged(db, userIds);
}

/** A notification row in the wire format. */
export function toNotificationBody(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}

/** The member's notifications: unread first, then newest first (spec 002 §2.2); at most NOTIFICATION_LIST_LIMIT. */
export async function listNotifications(db: Db | Tx, userId: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.isRead), desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** The member's own notification `id`. Throws 404 when it does not exist or belongs to someone else. */
export async function getOwnNotification(db: Db | Tx, userId: number, id: number): Promise<NotificationRow> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!row) throw localizedError(404, 'notifications:notFound');
  return row;
}

/** Marks the member's own notification read (idempotent). Throws 404 when it is not theirs. */
export async function markRead(db: Db | Tx, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw localizedError(404, 'notifications:notFound');
  await publishChanged(db, [userId]);
}

/** Marks the given notifications read, whoever owns them (used when a request they point to is settled). */
export async function markManyRead(db: Db | Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const updated = await db
    .update(notifications)
    .set({ isRead: true })
    .where(inArray(notifications.id, [...ids]))
    .returning({ userId: notifications.userId });
  await publishChanged(
    db,
    updated.map((r) => r.userId),
  );
}

/**
 * Ids of notifications of `type` whose JSON data has `key` equal to `value` (e.g. every admin's
 * society_request notification about one request).
 */
export async function notificationIdsByData(
  db: Db | Tx,
  type: NotificationType,
  key: string,
  value: string | number,
): Promise<number[]> {
  const rows = await db
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.type, type), eq(notifications.isRead, false)));
  return rows.filter((r) => parseData(r.data)?.[key] === value).map((r) => r.id);
}

/** The notification's data object, or null when absent or not a JSON object. */
export function parseData(data: string | null): Record<string, unknown> | null {
  if (!data) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
