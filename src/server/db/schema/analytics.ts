/**
 * The admin analytics rollup (docs/decisions/0060-a-million-books.md): one row per closed IST day
 * (Asia/Kolkata) with what the analytics service counts per day, and per day the rentals started per hub,
 * written by the `analytics-rollup` job. The service reads closed days here and only the days after the
 * last rolled-up one live, so the 12-week charts stay a few hundred rows at a million books.
 */
import { bigint, date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

export const analyticsDays = pgTable('analytics_days', {
  /** the IST calendar day, 'YYYY-MM-DD' */
  day: date('day', { mode: 'string' }).primaryKey(),
  signUps: integer('sign_ups').notNull(),
  booksListed: integer('books_listed').notNull(),
  rentalsStarted: integer('rentals_started').notNull(),
  purchases: integer('purchases').notNull(),
  /** rental fee + platform fee − Brocks discount of the rentals started, plus the purchases' totals (paise) */
  grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull().defaultNow(),
});

export const analyticsHubDays = pgTable(
  'analytics_hub_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** a hub the rented book was listed in when the day was rolled up (no foreign key: the read joins hubs) */
    hubId: integer('hub_id').notNull(),
    rentals: integer('rentals').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hubId] })],
);
