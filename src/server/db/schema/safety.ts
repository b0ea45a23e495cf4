/**
 * Reports, moderation, restrictions and blocks (ADR 0050):
 * - `reports`: a member reports a member, a book listing, a review, a hub-chat message or a conversation
 *   message (`target_kind`, `target_id`); `target_user_id` is the member answerable for it. `evidence` is a
 *   copy of the content when reported, so an edit or delete does not erase it. One open report per reporter
 *   and target. An administrator decides: `dismiss`, `hide`, `warn`, `suspend` (`suspend_days` 1–90) or `ban`.
 * - `member_restrictions`: a suspension until `suspended_until`, or a ban (`banned`, no end). Active rentals go
 *   on; the member can still settle loans.
 * - `member_blocks`: `blocker_id` blocked `blocked_id`; one row per direction.
 * - `admin_actions`: the audit log of administrators' moderation actions.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef, updatedAtNow } from './columns';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: identityId(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** `member`, `book`, `review`, `hub_message` or `conversation_message` */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    /** the member answerable for the target (the member, the owner, the reviewer, the sender) */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** spam_scam, abusive, misleading_listing, unsafe_meeting, not_returned, other */
    category: text('category').notNull(),
    note: text('note'),
    evidence: jsonb('evidence').notNull(),
    /** `open`, `dismissed` or `actioned` */
    status: text('status').notNull().default('open'),
    /** dismiss, hide, warn, suspend or ban */
    decision: text('decision'),
    suspendDays: integer('suspend_days'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [
    check(
      'reports_target_kind',
      sql`${t.targetKind} in ('member', 'book', 'review', 'hub_message', 'conversation_message')`,
    ),
    check(
      'reports_category',
      sql`${t.category} in ('spam_scam', 'abusive', 'misleading_listing', 'unsafe_meeting', 'not_returned', 'other')`,
    ),
    check('reports_note_length', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    check('reports_status', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    check(
      'reports_decision',
      sql`${t.decision} is null or ${t.decision} in ('dismiss', 'hide', 'warn', 'suspend', 'ban')`,
    ),
    check('reports_suspend_days', sql`${t.suspendDays} is null or ${t.suspendDays} between 1 and 90`),
    uniqueIndex('reports_open_unique')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_target_user_idx').on(t.targetUserId),
  ],
);

export const memberRestrictions = pgTable('member_restrictions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the end of a suspension; null with `banned` */
  suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
  banned: boolean('banned').notNull().default(false),
  reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
  updatedAt: updatedAtNow(),
});

export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: requiredRef('blocker_id', () => users.id, 'cascade'),
    blockedId: requiredRef('blocked_id', () => users.id, 'cascade'),
    createdAt: createdAtNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
    check('member_blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const adminActions = pgTable(
  'admin_actions',
  {
    id: identityId(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. `report_dismiss`, `report_hide`, `report_warn`, `report_suspend`, `report_ban` */
    action: text('action').notNull(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail'),
    createdAt: createdAtNow(),
  },
  (t) => [index('admin_actions_created_idx').on(t.createdAt)],
);
