/**
 * The admin analytics rollup (docs/decisions/0060-a-million-books.md): the `analytics-rollup` job writes
 * one `analytics_days` row per closed IST day (Asia/Kolkata) of the 12-week window, with that day's
 * sign-ups, books listed, rentals started, purchases and gross paise (the same rules as the live query in
 * service.ts), and per day the rentals started per hub (`analytics_hub_days`; a rental counts for every
 * hub its book is listed in at roll-up time). A day closes at the next 00:00 IST and is rolled up once:
 * a rerun skips the days already there, so the job is idempotent. Rows created later with a time in a
 * closed day (back-dated) are not counted.
 */
import { sql } from 'drizzle-orm';
import { ANALYTICS_WEEKS } from '@/contract/analytics';
import { istDate, lastIstWeeks } from '@/domain/weeks';
import type { Db } from '../../db/client';

/** SQL: the instant 00:00 IST of the date expression `day`. */
const istMidnight = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp at time zone 'Asia/Kolkata')`;

/** The closed days not yet rolled up, from `first` up to the day before `today` ('YYYY-MM-DD'), as a CTE. */
const missingDays = (first: string, today: string) => sql`
  missing AS (
    SELECT d::date AS day, ${istMidnight(sql`d::date`)} AS from_at, ${istMidnight(sql`d::date + 1`)} AS to_at
    FROM generate_series(${first}::date, ${today}::date - 1, interval '1 day') AS d
    WHERE NOT EXISTS (SELECT 1 FROM analytics_days a WHERE a.day = d::date)
  )`;

/** A correlated count of the rows of `table` created during the missing day `m`. */
const dayCount = (table: string) =>
  sql.raw(`(SELECT count(*) FROM ${table} x WHERE x.created_at >= m.from_at AND x.created_at < m.to_at)`);

/**
 * Rolls up every closed IST day of the analytics window at `now` that has no row yet, in one transaction;
 * answers how many days were added. Idempotent (ADR 0060).
 */
export async function rollUpAnalytics(db: Db, now: Date): Promise<{ days: number }> {
  const first = lastIstWeeks(now, ANALYTICS_WEEKS)[0]!.monday;
  const today = istDate(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      WITH ${missingDays(first, today)}
      INSERT INTO analytics_hub_days (day, hub_id, rentals)
      SELECT m.day, bh.hub_id, count(*)::int
      FROM missing m
      JOIN rentals r ON r.created_at >= m.from_at AND r.created_at < m.to_at
      JOIN book_hubs bh ON bh.book_id = r.book_id
      GROUP BY m.day, bh.hub_id
      ON CONFLICT DO NOTHING`);
    const result = (await tx.execute(sql`
      WITH ${missingDays(first, today)}
      INSERT INTO analytics_days (day, sign_ups, books_listed, rentals_started, purchases, gross_paise)
      SELECT m.day, ${dayCount('users')}, ${dayCount('books')}, ${dayCount('rentals')}, ${dayCount('purchases')},
        (SELECT coalesce(sum(x.rental_fee_paise + x.platform_fee_paise - x.brocks_discount_paise), 0)
           FROM rentals x WHERE x.created_at >= m.from_at AND x.created_at < m.to_at)
        + (SELECT coalesce(sum(x.total_paise), 0)
           FROM purchases x WHERE x.created_at >= m.from_at AND x.created_at < m.to_at)
      FROM missing m
      ON CONFLICT DO NOTHING
      RETURNING day`)) as unknown as { rows: unknown[] };
    return { days: result.rows.length };
  });
}
