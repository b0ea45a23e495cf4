/**
 * Admin analytics (spec 002 §2.1 "Analytics"; docs/decisions/0023-brocks-packages-page-content-analytics.md):
 * over the last 12 IST weeks (Mondays, Asia/Kolkata; the current week last, empty weeks 0) the sign-ups,
 * books listed, rentals started, purchases and gross rupees (rental fee + platform fee − Brocks discount of
 * each rental started, plus each purchase's total: price + platform fee), and the 5 hubs with the most
 * rentals started (a rental counts for every hub its book is listed in). One query per chart, each a range
 * scan of an index on `created_at`.
 */
import { and, count, desc, eq, gte, sql, type AnyColumn } from 'drizzle-orm';
import { ANALYTICS_TOP_HUBS, ANALYTICS_WEEKS, type Analytics } from '@/contract/analytics';
import { paiseToRupees } from '@/domain/money';
import { lastIstWeeks } from '@/domain/weeks';
import type { Db } from '../../db/client';
import { bookHubs, books, hubs, purchases, rentals, users } from '../../db/schema';

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

/** GET /api/admin/analytics at `now`. */
export async function getAnalytics(db: Db, now: Date): Promise<Analytics> {
  const weeks = lastIstWeeks(now, ANALYTICS_WEEKS);
  const since = weeks[0]!.start;

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
  const rentalsCount = count(rentals.id);
  const topHubs = await db
    .select({ hubId: hubs.id, name: hubs.name, rentals: rentalsCount })
    .from(rentals)
    .innerJoin(bookHubs, eq(bookHubs.bookId, rentals.bookId))
    .innerJoin(hubs, and(eq(hubs.id, bookHubs.hubId), eq(hubs.status, 'approved')))
    .where(gte(rentals.createdAt, since))
    .groupBy(hubs.id, hubs.name)
    .orderBy(desc(rentalsCount), hubs.name)
    .limit(ANALYTICS_TOP_HUBS);

  const of = (rows: WeekRow[], week: string) => rows.find((r) => r.week === week);
  return {
    weeks: weeks.map(({ monday }) => {
      const r = of(rented, monday);
      const p = of(bought, monday);
      return {
        weekStart: monday,
        signUps: Number(of(signUps, monday)?.n ?? 0),
        booksListed: Number(of(listed, monday)?.n ?? 0),
        rentalsStarted: Number(r?.n ?? 0),
        purchases: Number(p?.n ?? 0),
        grossRupees: paiseToRupees(Number(r?.paise ?? 0) + Number(p?.paise ?? 0)),
      };
    }),
    topHubs: topHubs.map((h) => ({ ...h, rentals: Number(h.rentals) })),
  };
}
