/**
 * Hand-over times (ADR 0050):
 * - `handover_windows`: an owner's weekly windows, at most 6 (checked by the service): `weekday` 0–6
 *   (0 = Sunday, as `Date.getDay`), `from_minute` < `to_minute` in minutes after local midnight, in `time_zone`
 *   (the hub's, `Asia/Kolkata` by default). Windows are not exclusive.
 * - `handover_times`: the time a rental's book changes hands. `status` `proposed` (by `proposed_by`, waiting
 *   for the other party), `agreed`, or `replaced` by a later row. At most one proposed or agreed row per
 *   rental. `reminded_at` is set when the 1-hour reminder notice was written.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtNow, identityId, requiredRef } from './columns';
import { rentals } from './rentals';
import { users } from './users';

export const handoverWindows = pgTable(
  'handover_windows',
  {
    id: identityId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    weekday: integer('weekday').notNull(),
    fromMinute: integer('from_minute').notNull(),
    toMinute: integer('to_minute').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('handover_windows_user_idx').on(t.userId),
    check('handover_windows_weekday', sql`${t.weekday} between 0 and 6`),
    check(
      'handover_windows_minutes',
      sql`${t.fromMinute} >= 0 and ${t.toMinute} <= 1440 and ${t.fromMinute} < ${t.toMinute}`,
    ),
  ],
);

export const handoverTimes = pgTable(
  'handover_times',
  {
    id: identityId(),
    rentalId: requiredRef('rental_id', () => rentals.id, 'cascade'),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('proposed'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAtNow(),
  },
  (t) => [
    check('handover_times_status', sql`${t.status} in ('proposed', 'agreed', 'replaced')`),
    uniqueIndex('handover_times_current_unique')
      .on(t.rentalId)
      .where(sql`${t.status} in ('proposed', 'agreed')`),
    index('handover_times_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'agreed' and ${t.remindedAt} is null`),
  ],
);
