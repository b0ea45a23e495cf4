/**
 * Badges (issue rules "Badges"; spec 002 §3 "Badge", §4 badge ladder; docs/decisions/0029-badges-and-earnings.md).
 * `awardDueBadges` stores every badge a member has reached and not yet holds, each with a `badge_earned`
 * notification, in the caller's transaction; `(member, type)` is unique, so each is awarded and announced once
 * even when two transactions race.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { badgeLabel, badgesReached, type BadgeType } from '@/domain/badges';
import type { BadgeBody } from '@/contract/rewards';
import type { Db, Tx } from '../../db/client';
import { books, memberBadges, users } from '../../db/schema';
import { notify } from '../notifications';
import { getBrocksSettings } from '../settings';
import { t } from '../../i18n/t';
import type { NoticeText } from '../../i18n/member-language';

/** The title and message of the notification of a new badge, in the member's language (ADR 0042). */
export function badgeNotice(type: string): { title: NoticeText; message: NoticeText } {
  return {
    title: (lng) => t('notices:inApp.badgeEarned.title', {}, lng),
    message: (lng) =>
      t(
        'notices:inApp.badgeEarned.message',
        { badge: lng === 'en' ? badgeLabel(type) : t(`notices:inApp.badges.${type}`, {}, lng) },
        lng,
      ),
  };
}

/** How many members `userId` referred (a referral counts from registration) and books they list (not deleted). */
export async function badgeCounts(
  db: Db | Tx,
  userId: number,
): Promise<{ referrals: number; books: number }> {
  const [referred] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
  const [listed] = await db
    .select({ n: count() })
    .from(books)
    .where(and(eq(books.ownerId, userId), ne(books.status, 'deleted')));
  return { referrals: Number(referred?.n ?? 0), books: Number(listed?.n ?? 0) };
}

/**
 * Awards `userId` every badge reached (thresholds from the Brocks settings of this moment) that they do not
 * hold yet, at `now`, and notifies them of each. Call it in the transaction that adds a referee or lists a
 * book. Answers the badge types newly awarded.
 */
export async function awardDueBadges(tx: Db | Tx, userId: number, now: Date): Promise<BadgeType[]> {
  const counts = await badgeCounts(tx, userId);
  const settings = await getBrocksSettings(tx);
  const due = badgesReached(counts, settings);
  if (due.length === 0) return [];
  const inserted = await tx
    .insert(memberBadges)
    .values(due.map((badgeType) => ({ userId, badgeType, createdAt: now })))
    .onConflictDoNothing({ target: [memberBadges.userId, memberBadges.badgeType] })
    .returning({ badgeType: memberBadges.badgeType });
  const awarded = due.filter((t) => inserted.some((r) => r.badgeType === t));
  for (const badgeType of awarded)
    await notify(tx, { userId, type: 'badge_earned', ...badgeNotice(badgeType), data: { badgeType } }, now);
  return awarded;
}

/** GET /api/user/badges: the member's badges, earliest first. */
export async function listBadges(db: Db | Tx, userId: number): Promise<BadgeBody[]> {
  const rows = await db
    .select({ badgeType: memberBadges.badgeType, createdAt: memberBadges.createdAt })
    .from(memberBadges)
    .where(eq(memberBadges.userId, userId))
    .orderBy(asc(memberBadges.createdAt), asc(memberBadges.id));
  return rows.map((r) => ({ badgeType: r.badgeType, createdAt: r.createdAt.toISOString() }));
}
