/**
 * Notice preferences (docs/decisions/0039-notice-catalogue-mail-delivery-preferences.md): per member and
 * category, mail on/off and push on/off; only changed categories are stored, the rest are the defaults
 * (domain/notices.ts DEFAULT_PREFERENCES: all on except community mail). In-app notices are always on.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_PREFERENCES, NOTICE_CATEGORIES, type NoticeCategory } from '@/domain/notices';
import type { NotificationPreferences } from '@/contract/notices';
import type { Db, Tx } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

/** The member's switches for every category (stored rows over the defaults). */
export async function getPreferences(db: Db | Tx, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const result = structuredClone(DEFAULT_PREFERENCES);
  for (const r of rows)
    if ((NOTICE_CATEGORIES as readonly string[]).includes(r.category))
      result[r.category as NoticeCategory] = { mail: r.mail, push: r.push };
  return result;
}

/** Stores every category's switches (PUT answers what is stored). */
export async function savePreferences(
  db: Db,
  userId: number,
  prefs: NotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  await db.transaction(async (tx) => {
    for (const category of NOTICE_CATEGORIES) {
      const { mail, push } = prefs[category];
      await tx
        .insert(notificationPreferences)
        .values({ userId, category, mail, push, updatedAt: now })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.category],
          set: { mail, push, updatedAt: now },
        });
    }
  });
  return getPreferences(db, userId);
}

/** Turns one category's mail on or off for the member, keeping its push switch. */
export async function setMail(db: Db, userId: number, category: NoticeCategory, mail: boolean, now: Date) {
  const current = (await getPreferences(db, userId))[category];
  await db
    .insert(notificationPreferences)
    .values({ userId, category, mail, push: current.push, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category],
      set: { mail, updatedAt: now },
    });
}

/** Whether the member wants `channel` for `category` now (read at send time by the delivery job). */
export async function channelAllowed(
  db: Db | Tx,
  userId: number,
  category: NoticeCategory,
  channel: 'mail' | 'push',
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category)));
  return row ? row[channel] : DEFAULT_PREFERENCES[category][channel];
}
