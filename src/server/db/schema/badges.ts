/**
 * Badges members earned (issue rules "Badges"; spec 002 §3 "Badge: badgeType, createdAt";
 * docs/decisions/0029-badges-and-earnings.md): one row per (member, badge type), so a badge is stored
 * and announced once. `badge_type` is a `BadgeType` of src/domain/badges.ts.
 */
import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { users } from './users';

export const memberBadges = pgTable(
  'member_badges',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    badgeType: text('badge_type').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    unique('member_badges_member_type_unique').on(t.userId, t.badgeType),
    index('member_badges_user_idx').on(t.userId, t.createdAt),
  ],
);

export type MemberBadgeRow = typeof memberBadges.$inferSelect;
