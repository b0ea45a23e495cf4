/**
 * Badges members earned (issue rules "Badges"; spec 002 §3 "Badge: badgeType, createdAt";
 * docs/decisions/0029-badges-and-earnings.md): one row per (member, badge type), so a badge is stored
 * and announced once. `badge_type` is a `BadgeType` of src/domain/badges.ts.
 */
import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users';

export const memberBadges = pgTable(
  'member_badges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeType: text('badge_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('member_badges_member_type_unique').on(t.userId, t.badgeType),
    index('member_badges_user_idx').on(t.userId, t.createdAt),
  ],
);

export type MemberBadgeRow = typeof memberBadges.$inferSelect;
