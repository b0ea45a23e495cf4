/**
 * Hand-over times as members read and type them (docs/decisions/0050-conversations-and-safety.md): instants
 * written in the rental's zone (India time by default) in the member's language, slots grouped by local day,
 * the datetime input read in that zone, and the windows editor's "HH:MM" rows to and from minutes.
 */
import type { HandoverWindowWire } from '@/contract/handover';
import { minuteText, parseMinute, zonedInstant, zonedParts } from '@/domain/handover-times';
import { INTL_LOCALE, type Language } from '@/domain/languages';
import { currentLanguage } from '@/client/lib/locale';

const locale = (lng?: Language) => INTL_LOCALE[lng ?? currentLanguage()];

/** `iso` as a meeting time in `timeZone`: `Tue, 1 Dec, 6:00 pm` (en-IN) or its Hindi form. */
export function meetingText(iso: string, timeZone: string, lng?: Language): string {
  return new Date(iso).toLocaleString(locale(lng), {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** One local day of slots: its heading (`Tuesday, 1 December`) and each slot's instant and time (`6:30 pm`). */
export interface SlotDay {
  key: string;
  label: string;
  slots: { iso: string; time: string }[];
}

/** `slots` (sorted ISO instants) grouped by their local day in `timeZone`, in order. */
export function slotsByDay(slots: readonly string[], timeZone: string, lng?: Language): SlotDay[] {
  const days: SlotDay[] = [];
  const dayFormat = new Intl.DateTimeFormat(locale(lng), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const timeFormat = new Intl.DateTimeFormat(locale(lng), { timeZone, hour: 'numeric', minute: '2-digit' });
  for (const iso of slots) {
    const at = new Date(iso);
    const p = zonedParts(at, timeZone);
    const key = `${p.year}-${p.month}-${p.day}`;
    let day = days.at(-1);
    if (day?.key !== key) {
      day = { key, label: dayFormat.format(at), slots: [] };
      days.push(day);
    }
    day.slots.push({ iso, time: timeFormat.format(at) });
  }
  return days;
}

/** The ISO instant of a datetime input's `YYYY-MM-DDTHH:MM` read in `timeZone`, or null when incomplete. */
export function instantOfLocalInput(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  return zonedInstant(y, mo, d, h * 60 + mi, timeZone).toISOString();
}

/** A datetime input's value (`YYYY-MM-DDTHH:MM`) for instant `at` in `timeZone`. */
export function localInputOf(at: Date, timeZone: string): string {
  const p = zonedParts(at, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${minuteText(p.minute)}`;
}

/** A row of the windows editor: a weekday and two `HH:MM` texts. */
export interface WindowRow {
  weekday: number;
  from: string;
  to: string;
}

/** The editor's row of a window (an end of 24:00 shows as 00:00, the time input's end of day). */
export function rowOf(w: HandoverWindowWire): WindowRow {
  return { weekday: w.weekday, from: minuteText(w.fromMinute), to: minuteText(w.toMinute % 1440) };
}

/**
 * The window of an editor row, or null when a time is missing. An end of 00:00 means midnight at the end of
 * the day (1440 minutes).
 */
export function windowOfRow(row: WindowRow): HandoverWindowWire | null {
  const fromMinute = parseMinute(row.from);
  const to = parseMinute(row.to);
  if (fromMinute === null || to === null) return null;
  return { weekday: row.weekday, fromMinute, toMinute: to === 0 ? 1440 : to };
}
