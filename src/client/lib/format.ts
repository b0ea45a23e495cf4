/**
 * Display formatting shared by every screen: money (the domain's format, src/domain/money.ts), numbers,
 * dates and relative ages through `Intl` in the current language's locale (`en-IN` or `hi-IN`, ADR 0042).
 * Both group digits the Indian way (₹1,23,456.00, spec 000 §1); Hindi dates use Hindi month names. Each
 * function takes an optional language for callers that render for someone else (tests, mails).
 */
import { INTL_LOCALE, type Language } from '@/domain/languages';
import { formatRupees as formatMoney } from '@/domain/money';
import { currentLanguage } from './locale';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const locale = (lng?: Language) => INTL_LOCALE[lng ?? currentLanguage()];

/**
 * `₹1,234.50` from a rupee amount (the contract's unit for money), ARCHITECTURE §4: the domain's one money
 * format (`formatRupees` in src/domain/money.ts, docs/decisions/0046-client-on-the-domain.md) in the current
 * language unless `lng` is given.
 */
export function formatRupees(rupees: number, lng?: Language): string {
  return formatMoney(rupees, lng ?? currentLanguage());
}

/** `1,23,456` — a count or Brocks amount with Indian grouping. */
export function formatNumber(n: number, lng?: Language): string {
  const l = locale(lng);
  return cached(`number:${l}`, () => new Intl.NumberFormat(l)).format(n);
}

/** The date styles in use: `day` = '5 Mar 2026', `dateTime` = '5 Mar 2026, 3:04 pm'. */
export type DateStyle = 'day' | 'dateTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** A date (Date or ISO string) in one of the app's styles, in the viewer's time zone. */
export function formatDate(value: Date | string, style: DateStyle = 'day', lng?: Language): string {
  const l = locale(lng);
  const date = typeof value === 'string' ? new Date(value) : value;
  return cached(`date:${style}:${l}`, () => new Intl.DateTimeFormat(l, DATE_OPTIONS[style])).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * A relative age through `Intl.RelativeTimeFormat`: '3 days ago', 'in 2 hours', 'yesterday'
 * (`numeric: 'auto'`), in the largest whole unit; `now` defaults to the current time.
 */
export function formatRelative(value: Date | string, now: Date = new Date(), lng?: Language): string {
  const l = locale(lng);
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const rtf = cached(`relative:${l}`, () => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return rtf.format(Math.trunc(seconds / size), unit);
  }
  return rtf.format(0, 'second');
}

/**
 * Creates the money and number formats of `lng` ahead of use. The first `Intl.NumberFormat` of a page
 * loads the locale's data, a long task on a slow phone; main.tsx calls this while the first screen's code
 * and data are still downloading, so that cost is not paid in the first screen's render.
 */
export function prepareFormats(lng: Language): void {
  formatRupees(0, lng);
  formatNumber(0, lng);
}

/** Initials for avatars: first letters of the first two words, upper case (spec 000 §9). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}
