/**
 * The contact guard of inquiries (ADR 0050, issue 30 "Contact guard"): does a message hold something like a
 * phone number, a UPI ID or an e-mail address? The message is still sent; the sender is warned once that
 * deposits and refunds are protected only through Hubshelf. Pure and shared by server and client.
 *
 * What counts:
 * - an Indian mobile number: ten digits starting 6–9, optionally after +91, 91, 0091 or 0, written whole or in
 *   groups split by spaces, dashes, dots or brackets (`+91 98765 43210`, `098765-43210`, `(+91) 987-654-3210`);
 * - a UPI ID: `name@handle` with a payment app's handle (`ybl`, `paytm`, `okicici`, any `ok…`, …);
 * - an e-mail address: `name@domain.tld`.
 *
 * What does not: ISBN-13s (`978-…`, `979-…`, 13 digits), hyphenated ISBN-10s (four groups, the last one
 * character), prices (`₹250`, `Rs. 1,500`, the group right after a currency sign), dates (`12/12/2026`,
 * `2026-12-12`) and times (`10:30`), because none of them makes ten digits starting 6–9 in a row of groups.
 */

/** The kinds of contact details the guard finds. */
export type ContactKind = 'phone' | 'upi' | 'email';

/** A run of digit groups: digits, single separators (space, dash, dot, brackets), an optional leading `+`. */
const DIGIT_RUN = /[+(]*\d[\d \-.()\u00a0]*\d/g;
const MOBILE = /^(?:0091|91|0)?[6-9]\d{9}$/;
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const UPI = /[\w.-]{2,}@([a-z]{2,})(?![\w@-]|\.[a-z])/gi;
/** UPI handles of the common payment apps (besides any `ok…`: okicici, oksbi, okhdfcbank, okaxis). */
const UPI_HANDLES = new Set([
  'ybl',
  'ibl',
  'axl',
  'apl',
  'paytm',
  'pthdfc',
  'ptsbi',
  'ptyes',
  'ptaxis',
  'upi',
  'icici',
  'sbi',
  'hdfcbank',
  'axisbank',
  'kotak',
  'yesbank',
  'barodampay',
  'pnb',
  'airtel',
  'jio',
  'fbl',
  'freecharge',
  'waicici',
  'wahdfcbank',
  'waaxis',
  'wasbi',
  'naviaxis',
  'superyes',
  'idfcfirst',
  'indus',
  'federal',
  'rbl',
  'aubank',
  'dbs',
  'unionbank',
  'cnrb',
  'boi',
  'mahb',
  'timecosmos',
]);
/** A currency word or sign right before a run: its first group is an amount. */
const CURRENCY_BEFORE = /(?:₹|\brs\.?|\binr|\$)\s*$/i;

const isUpiHandle = (handle: string) => {
  const h = handle.toLowerCase();
  return UPI_HANDLES.has(h) || /^ok[a-z]{2,}$/.test(h);
};

/** True when a run of digit groups is an ISBN written out (13 digits from 978/979, or a hyphenated ISBN-10). */
function looksLikeIsbn(run: string, groups: string[]): boolean {
  const digits = groups.join('');
  if (digits.length === 13 && /^97[89]/.test(digits)) return true;
  return run.includes('-') && groups.length === 4 && digits.length === 10 && groups[3]!.length === 1;
}

/** True when some consecutive groups of `groups` spell a mobile number. */
function holdsMobile(groups: string[]): boolean {
  for (let i = 0; i < groups.length; i++) {
    let joined = '';
    for (let j = i; j < groups.length && joined.length <= 14; j++) {
      joined += groups[j];
      if (MOBILE.test(joined)) return true;
    }
  }
  return false;
}

function findsPhone(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const run = match[0];
    let groups = run.split(/[^\d]+/).filter(Boolean);
    if (looksLikeIsbn(run, groups)) continue;
    if (CURRENCY_BEFORE.test(text.slice(0, match.index))) groups = groups.slice(1);
    if (holdsMobile(groups)) return true;
  }
  return false;
}

function findsUpi(text: string): boolean {
  for (const match of text.matchAll(UPI)) {
    if (isUpiHandle(match[1]!)) return true;
  }
  return false;
}

/**
 * The first kind of contact detail `text` holds (checked as e-mail, then UPI ID, then phone number), or
 * null when it holds none. See the module comment for what counts.
 */
export function contactDetailsKind(text: string): ContactKind | null {
  if (EMAIL.test(text)) return 'email';
  if (findsUpi(text)) return 'upi';
  if (findsPhone(text)) return 'phone';
  return null;
}

/** True when `text` holds a phone number, UPI ID or e-mail address (`contactDetailsKind` is not null). */
export function findsContactDetails(text: string): boolean {
  return contactDetailsKind(text) !== null;
}
