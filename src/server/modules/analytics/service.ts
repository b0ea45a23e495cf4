/**
 * Admin analytics (spec 002 §2.1 "Analytics"; docs/decisions/0023-brocks-packages-page-content-analytics.md):
 * over the last 12 IST weeks (Mondays, Asia/Kolkata; the current week last, empty weeks 0) the sign-ups,
 * books listed, rentals started, purchases and gross rupees (rental fee + platform fee − Brocks discount of
 * each rental started, plus each purchase's total: price + platform fee), and the 5 hubs with the most
 * rentals started (a rental counts for every hub its book is listed in). Closed IST days come from the
 * rollup the `analytics-rollup` job writes (rollup.ts; docs/decisions/0060-a-million-books.md), the days
 * after the last rolled-up one live: one query per chart, each a range scan of an index on `created_at`.
 */
import { and, asc, count, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import { ANALYTICS_TOP_HUBS, ANALYTICS_WEEKS, type Analytics } from '@/contract/analytics';
import { paiseToRupees } from '@/domain/money';
import { addIstDays, istDate, istDayStart, istMondayOf, lastIstWeeks } from '@/domain/weeks';
import type { Db } from '../../db/client';
import { analyticsDays, books, purchases, rentals, users } from '../../db/schema';

/** The Monday ('YYYY-MM-DD') of the Asia/Kolkata week of a timestamptz column. */
const weekOf = (column: AnyColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

interface WeekRow {
  week: string;
  n: number;
  paise?: number;
}

/** Per-week counts of rows of `table` created since `since`. */
async function weeklyCounts(db: Db, table: typeof users | typeof books, since: Date): Promise<WeekRow[]> {
  const week = weekOf(table.createdAt);
  return db.select({ week, n: count() }).from(table).where(gte(table.createdAt, since)).groupBy(week);
}

/**
 * The rolled-up closed days of the window from `sinceDay` up to (not including) `today`, and the instant
 * the live part starts: the day after the last of them when they are the window's first days without a gap,
 * otherwise (rollup behind or empty) no rolled-up days and the whole window live.
 */
async function rolledDays(db: Db, sinceDay: string, today: string, since: Date) {
  const rows = await db
    .select()
    .from(analyticsDays)
    .where(and(gte(analyticsDays.day, sinceDay), lt(analyticsDays.day, today)))
    .orderBy(asc(analyticsDays.day));
  const last = rows.at(-1);
  if (!last || rows[0]!.day !== sinceDay || addIstDays(sinceDay, rows.length - 1) !== last.day) {
    return { rows: [], liveFrom: since };
  }
  return { rows, liveFrom: istDayStart(addIstDays(last.day, 1)) };
}

/** The 5 approved hubs with the most rentals: rolled-up days before `liveFrom`, live rentals from it on. */
async function topHubs(db: Db, sinceDay: string, liveFrom: Date) {
  const result = (await db.execute(sql`
    SELECT h.id AS "hubId", h.name, sum(x.n)::int AS rentals
    FROM (
      SELECT hub_id, rentals AS n FROM analytics_hub_days
      WHERE day >= ${sinceDay}::date AND day < ${istDate(liveFrom)}::date
      UNION ALL
      SELECT bh.hub_id, count(*) AS n FROM rentals r JOIN book_hubs bh ON bh.book_id = r.book_id
      WHERE r.created_at >= ${liveFrom.toISOString()}::timestamptz GROUP BY bh.hub_id
    ) x
    JOIN hubs h ON h.id = x.hub_id AND h.status = 'approved'
    GROUP BY h.id, h.name
    ORDER BY rentals DESC, h.name
    LIMIT ${ANALYTICS_TOP_HUBS}`)) as unknown as { rows: { hubId: number; name: string; rentals: number }[] };
  return result.rows.map((h) => ({ hubId: Number(h.hubId), name: h.name, rentals: Number(h.rentals) }));
}

/** GET /api/admin/analytics at `now`. */
export async function getAnalytics(db: Db, now: Date): Promise<Analytics> {
  const weeks = lastIstWeeks(now, ANALYTICS_WEEKS);
  const sinceDay = weeks[0]!.monday;
  const rolled = await rolledDays(db, sinceDay, istDate(now), weeks[0]!.start);
  const since = rolled.liveFrom;

  const signUps = await weeklyCounts(db, users, since);
  const listed = await weeklyCounts(db, books, since);
  const rentalWeek = weekOf(rentals.createdAt);
  const rented: WeekRow[] = await db
    .select({
      week: rentalWeek,
      n: count(),
      paise: sql<number>`coalesce(sum(${rentals.rentalFeePaise} + ${rentals.platformFeePaise} - ${rentals.brocksDiscountPaise}), 0)::int`,
    })
    .from(rentals)
    .where(gte(rentals.createdAt, since))
    .groupBy(rentalWeek);
  const purchaseWeek = weekOf(purchases.createdAt);
  const bought: WeekRow[] = await db
    .select({
      week: purchaseWeek,
      n: count(),
      paise: sql<number>`coalesce(sum(${purchases.totalPaise}), 0)::int`,
    })
    .from(purchases)
    .where(gte(purchases.createdAt, since))
    .groupBy(purchaseWeek);

  const of = (rows: WeekRow[], week: string) => Number(rows.find((r) => r.week === week)?.n ?? 0);
  const paiseOf = (rows: WeekRow[], week: string) => Number(rows.find((r) => r.week === week)?.paise ?? 0);
  return {
    weeks: weeks.map(({ monday }) => {
      const days = rolled.rows.filter((d) => istMondayOf(d.day) === monday);
      const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((n, d) => n + pick(d), 0);
      return {
        weekStart: monday,
        signUps: sum((d) => d.signUps) + of(signUps, monday),
        booksListed: sum((d) => d.booksListed) + of(listed, monday),
        rentalsStarted: sum((d) => d.rentalsStarted) + of(rented, monday),
        purchases: sum((d) => d.purchases) + of(bought, monday),
        grossRupees: paiseToRupees(
          sum((d) => d.grossPaise) + paiseOf(rented, monday) + paiseOf(bought, monday),
        ),
      };
    }),
    topHubs: await topHubs(db, sinceDay, since),
  };
}
