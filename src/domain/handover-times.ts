/**
 * Hand-over windows and agreed times (docs/decisions/0050-conversations-and-safety.md, "Hand-over"). Pure:
 * time is `Date` instants and minutes after local midnight; the time zone is a parameter (the hub's,
 * `Asia/Kolkata` by default) and is read through `Intl`, so any IANA zone works, with or without daylight
 * saving.
 *
 * - An owner keeps at most 6 weekly windows: a weekday 0–6 (0 = Sunday, as `Date.getDay`), `fromMinute` <
 *   `toMinute` within 0–1440, and no two windows on the same day overlap (touching ends are fine).
 * - A borrower picks a slot of 30 minutes that lies inside a window, in the next 7 days, never in the past.
 *   Windows are not exclusive: two borrowers may pick the same slot.
 */

/** Most weekly windows an owner may keep. */
export const MAX_HANDOVER_WINDOWS = 6;
/** The hub time zone when none is known. */
export const DEFAULT_HANDOVER_TIME_ZONE = 'Asia/Kolkata';
/** Days ahead in which slots are offered. */
export const SLOT_DAYS = 7;
/** Length of one slot, minutes. */
export const SLOT_MINUTES = 30;
/** Minutes in a day: the largest `toMinute`. */
export const DAY_MINUTES = 1440;
/** The reminder goes this long before an agreed time (ms): 1 hour. */
export const HANDOVER_REMINDER_MS = 60 * 60_000;

/** One weekly window, in the zone's local time. */
export interface HandoverWindow {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** minutes after local midnight, 0–1439 */
  fromMinute: number;
  /** minutes after local midnight, 1–1440, greater than `fromMinute` */
  toMinute: number;
}

/** Why a set of windows is refused; each is a key under `handover.` of the contract's catalogue. */
export type WindowProblem =
  'windowsTooMany' | 'windowDay' | 'windowMinutes' | 'windowOrder' | 'windowOverlap';

/** Whether `n` is an integer in [min, max]. */
const intIn = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/**
 * The first problem of `windows`, or null when they may be saved: more than 6, a weekday outside 0–6,
 * minutes outside 0–1440 or not whole, `fromMinute` not before `toMinute`, or two overlapping windows on
 * one day (ADR 0050).
 */
export function windowProblem(windows: readonly HandoverWindow[]): WindowProblem | null {
  if (windows.length > MAX_HANDOVER_WINDOWS) return 'windowsTooMany';
  for (const w of windows) {
    if (!intIn(w.weekday, 0, 6)) return 'windowDay';
    if (!intIn(w.fromMinute, 0, DAY_MINUTES) || !intIn(w.toMinute, 0, DAY_MINUTES)) return 'windowMinutes';
    if (w.fromMinute >= w.toMinute) return 'windowOrder';
  }
  const sorted = [...windows].sort((a, b) => a.weekday - b.weekday || a.fromMinute - b.fromMinute);
  for (let i = 1; i < sorted.length; i += 1) {
    const prev = sorted[i - 1];
    const cur = sorted[i];
    if (prev.weekday === cur.weekday && cur.fromMinute < prev.toMinute) return 'windowOverlap';
  }
  return null;
}

/** A local calendar date and time in a zone. */
export interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** minutes after local midnight */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local date, weekday and minute of `instant` in `timeZone` (throws RangeError for an unknown zone). */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    weekday,
    minute: (parts.hour % 24) * 60 + parts.minute,
  };
}

/** The zone's offset from UTC at `instant`, ms (Asia/Kolkata: +5:30 = 19,800,000). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const seconds = instant.getUTCSeconds() * 1000 + instant.getUTCMilliseconds();
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, 0, p.minute) + seconds;
  return asUtc - instant.getTime();
}

/**
 * The instant of local `minute` (0–1440) on the local date `year-month-day` in `timeZone`. A local time
 * skipped by a daylight-saving change resolves to the instant one offset later.
 */
export function zonedInstant(
  year: number,
  month: number,
  day: number,
  minute: number,
  timeZone: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  let guess = wall - offsetMs(new Date(wall), timeZone);
  guess = wall - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** Options of `slotsFor`. */
export interface SlotOptions {
  /** days ahead, counted from now (default 7) */
  days?: number;
  /** slot length, minutes (default 30) */
  slotMinutes?: number;
  /** IANA zone the windows are in (default Asia/Kolkata) */
  timeZone?: string;
}

/**
 * The start instants of every slot in `windows` from `now` until `days` days later, sorted and without
 * duplicates: slots of `slotMinutes` laid from each window's start that end by the window's end, in
 * `timeZone`. None starts before `now` or at or after `now + days`. At most
 * `ceil(days + 1) × windows × slots per window`.
 */
export function slotsFor(windows: readonly HandoverWindow[], now: Date, opts: SlotOptions = {}): Date[] {
  const { days = SLOT_DAYS, slotMinutes = SLOT_MINUTES, timeZone = DEFAULT_HANDOVER_TIME_ZONE } = opts;
  const end = now.getTime() + days * 24 * 60 * 60_000;
  const today = zonedParts(now, timeZone);
  const found = new Set<number>();
  for (let d = 0; d <= days; d += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + d));
    const weekday = date.getUTCDay();
    for (const w of windows) {
      if (w.weekday !== weekday) continue;
      for (let m = w.fromMinute; m + slotMinutes <= w.toMinute; m += slotMinutes) {
        const at = zonedInstant(
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          m,
          timeZone,
        );
        const ms = at.getTime();
        if (ms >= now.getTime() && ms < end) found.add(ms);
      }
    }
  }
  return [...found].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/**
 * Whether the local time of `instant` in `timeZone` lies inside one of `windows` (from inclusive, to
 * exclusive). Used to agree a borrower's pick at once (ADR 0050).
 */
export function insideWindow(
  windows: readonly HandoverWindow[],
  instant: Date,
  timeZone: string = DEFAULT_HANDOVER_TIME_ZONE,
): boolean {
  const p = zonedParts(instant, timeZone);
  return windows.some((w) => w.weekday === p.weekday && p.minute >= w.fromMinute && p.minute < w.toMinute);
}

/**
 * Whether a borrower's pick at `startsAt` is agreed at once (ADR 0050): not in the past, within `days` of
 * `now`, and inside one of the owner's windows. Any other future time is a proposal.
 */
export function agreesAtOnce(
  windows: readonly HandoverWindow[],
  startsAt: Date,
  now: Date,
  opts: Pick<SlotOptions, 'days' | 'timeZone'> = {},
): boolean {
  const { days = SLOT_DAYS, timeZone = DEFAULT_HANDOVER_TIME_ZONE } = opts;
  const ms = startsAt.getTime();
  if (ms < now.getTime() || ms >= now.getTime() + days * 24 * 60 * 60_000) return false;
  return insideWindow(windows, startsAt, timeZone);
}

/** "HH:MM" of `minute` after midnight (1440 → "24:00"). */
export function minuteText(minute: number): string {
  const h = Math.floor(minute / 60);
  const m = minute % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Minutes after midnight of "HH:MM" (00:00–24:00), or null when it is not such a time. */
export function parseMinute(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (m > 59 || h > 24 || (h === 24 && m > 0)) return null;
  return h * 60 + m;
}
