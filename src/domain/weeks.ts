/**
 * Calendar weeks in India Standard Time (Asia/Kolkata, UTC+05:30 all year, no daylight saving): each week
 * starts on Monday 00:00 IST. Used by the admin analytics (docs/decisions/0023-brocks-packages-page-content-analytics.md).
 */

/** Asia/Kolkata's offset from UTC, in ms (+05:30, constant). */
export const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The instant (UTC) at which the IST week containing `at` began: Monday 00:00 IST. */
export function istWeekStart(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  const midnight = Math.floor(local / DAY_MS) * DAY_MS;
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS - IST_OFFSET_MS);
}

/** 'YYYY-MM-DD' of the IST calendar day of `at`. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The last `count` IST weeks up to and including the one containing `now`, oldest first: each the UTC
 * instant it starts and its Monday as 'YYYY-MM-DD'.
 */
export function lastIstWeeks(now: Date, count: number): { start: Date; monday: string }[] {
  const current = istWeekStart(now).getTime();
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(current - (count - 1 - i) * WEEK_MS);
    return { start, monday: istDate(start) };
  });
}

/** The instant (UTC) at which the IST calendar day `day` ('YYYY-MM-DD') begins: its 00:00 IST. */
export function istDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** The IST calendar day ('YYYY-MM-DD') `n` days after `day` (before, when `n` is negative). */
export function addIstDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday ('YYYY-MM-DD') of the IST week containing the IST calendar day `day`. */
export function istMondayOf(day: string): string {
  return istDate(istWeekStart(istDayStart(day)));
}
