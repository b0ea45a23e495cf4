/**
 * Rules of a loan after the borrow (ADR 0003, ADR 0004; spec 001 §4.1, §4.3, §5, §9;
 * 000 §4 "Loan status style"). Pure functions; money is integer paise, time is `Date`s, days are 24 h.
 */
import { percentOfPaise } from './pricing';

/** One day in ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Extension days allowed (spec 001 §5, §9: 1 to 30, default 7). */
export const MIN_EXTENSION_DAYS = 1;
export const MAX_EXTENSION_DAYS = 30;
export const DEFAULT_EXTENSION_DAYS = 7;

/** Spec 001 §5 messages, word for word. */
export const EXTENSION_DAY_MESSAGES = {
  min: 'Extension must be at least 1 day',
  max: 'Extension cannot exceed 30 days',
} as const;

/** Due Soon threshold (spec 001 §4.1, §9): 1 day or less remaining. */
export const DUE_SOON_MS = DAY_MS;

/**
 * Days late (spec 001 §9; ADR 0003): the ceiling of the days past the end date at `now`, 0 when not
 * past it. One ms late is one day late.
 */
export function daysLate(endDate: Date, now: Date): number {
  const past = now.getTime() - endDate.getTime();
  return past > 0 ? Math.ceil(past / DAY_MS) : 0;
}

/** A late fee and how it splits (ADR 0003). */
export interface LateFee {
  daysLate: number;
  /** days late × daily fee */
  lateFeePaise: number;
  /** late fee × commission rate / 100, rounded half up to the paisa */
  platformFeePaise: number;
  /** late fee − platform fee: what the owner receives */
  lenderEarningPaise: number;
}

/** Splits a late fee of `lateFeePaise` into the platform's commission and the owner's part. */
export function splitLateFee(lateFeePaise: number, commissionRate: number): Omit<LateFee, 'daysLate'> {
  const platformFeePaise = percentOfPaise(lateFeePaise, commissionRate);
  return { lateFeePaise, platformFeePaise, lenderEarningPaise: lateFeePaise - platformFeePaise };
}

/**
 * The late fee of a rental at `now` (ADR 0003): days late × `dailyFeePaise`, with the platform's
 * commission (`commissionRate` percent) on it.
 */
export function lateFeeAt(
  rental: { endDate: Date; dailyFeePaise: number },
  now: Date,
  commissionRate: number,
): LateFee {
  const days = daysLate(rental.endDate, now);
  return { daysLate: days, ...splitLateFee(days * rental.dailyFeePaise, commissionRate) };
}

/** How a rental's late fee is paid for at the return (ADR 0003), in paise. */
export interface DepositSettlement {
  /** the late fee not yet paid through the payment provider */
  outstandingPaise: number;
  /** taken from the deposit towards the outstanding late fee */
  appliedPaise: number;
  /** the rest of the deposit, given back to the borrower */
  releasedPaise: number;
  /** what the deposit does not cover; the borrower pays it before the return completes */
  excessPaise: number;
}

/**
 * Settles a deposit of `depositPaise` against a late fee of `lateFeePaise` of which `paidPaise` is already
 * paid: the outstanding fee is taken from the deposit first, the rest of the deposit is refunded, and what
 * the deposit does not cover is the excess. Throws `RangeError` on negative or fractional amounts.
 */
export function settleDeposit(depositPaise: number, lateFeePaise: number, paidPaise = 0): DepositSettlement {
  for (const [name, v] of Object.entries({ depositPaise, lateFeePaise, paidPaise }))
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be whole paise ≥ 0, got ${v}`);
  const outstandingPaise = Math.max(0, lateFeePaise - paidPaise);
  const appliedPaise = Math.min(outstandingPaise, depositPaise);
  return {
    outstandingPaise,
    appliedPaise,
    releasedPaise: depositPaise - appliedPaise,
    excessPaise: outstandingPaise - appliedPaise,
  };
}

/**
 * The platform's share of a late-fee part of `partPaise` paid after `beforePaise` was already collected:
 * fee(before + part) − fee(before), so the parts' commissions add up to the commission on the whole fee.
 */
export function platformShareOfPart(beforePaise: number, partPaise: number, commissionRate: number): number {
  return (
    percentOfPaise(beforePaise + partPaise, commissionRate) - percentOfPaise(beforePaise, commissionRate)
  );
}

/** Whether `days` is a whole number within 1-30 (spec 001 §5). */
export function isExtensionDays(days: number): boolean {
  return Number.isInteger(days) && days >= MIN_EXTENSION_DAYS && days <= MAX_EXTENSION_DAYS;
}

/** The price of an extension (spec 001 §3 "Extension cost result"; ADR 0004), in paise. */
export interface ExtensionCost {
  dailyFeePaise: number;
  /** extension days × daily fee; the owner's earning */
  totalExtensionFeePaise: number;
  /** total extension fee × commission rate / 100, rounded half up */
  platformCommissionPaise: number;
  /** = total extension fee */
  lenderEarningsPaise: number;
  /** what the borrower pays: total extension fee + platform commission */
  totalPaise: number;
}

/**
 * The cost of extending a rental at `dailyFeePaise` by `days` (1-30; `RangeError` otherwise). The fee per day
 * is the book's daily fee capped at the platform's extension fee per day, `min(dailyFee, extensionFeePerDay)`
 * (spec 002 §3 extensionFeePerDay; ADR 0022); the result's `dailyFeePaise` is that capped fee.
 */
export function extensionCost(
  dailyFeePaise: number,
  days: number,
  commissionRate: number,
  extensionFeeCapPaise: number,
): ExtensionCost {
  if (!isExtensionDays(days)) throw new RangeError(`extension days must be 1-30, got ${days}`);
  const feePerDay = Math.min(dailyFeePaise, extensionFeeCapPaise);
  const totalExtensionFeePaise = feePerDay * days;
  const platformCommissionPaise = percentOfPaise(totalExtensionFeePaise, commissionRate);
  return {
    dailyFeePaise: feePerDay,
    totalExtensionFeePaise,
    platformCommissionPaise,
    lenderEarningsPaise: totalExtensionFeePaise,
    totalPaise: totalExtensionFeePaise + platformCommissionPaise,
  };
}

/** The loan status styles (spec 000 §4). */
export type LoanStatusStyle = 'status-available' | 'status-overdue' | 'status-due-soon' | 'status-borrowed';

/**
 * The loan status style (spec 000 §4): available when the book is; otherwise overdue when `now` is past the
 * due date, due soon when 1 day or less remains, else borrowed (also without a due date).
 */
export function loanStatusStyle(isAvailable: boolean, endDate: Date | null, now: Date): LoanStatusStyle {
  if (isAvailable) return 'status-available';
  if (!endDate) return 'status-borrowed';
  const left = endDate.getTime() - now.getTime();
  if (left < 0) return 'status-overdue';
  return left <= DUE_SOON_MS ? 'status-due-soon' : 'status-borrowed';
}

/** Whether a rental due at `endDate` belongs in the Due Soon list at `now`: due within 1 day or overdue (spec 001 §2.2). */
export function isDueSoon(endDate: Date, now: Date): boolean {
  return endDate.getTime() - now.getTime() <= DUE_SOON_MS;
}

/**
 * Where a rental stands against its due date (spec 000 §4): `overdue` by `days` (days late), `today` with
 * less than a day left, `tomorrow` with 1 to 2 days, else `inDays` (`days` whole days left). Each language
 * words it from this (the `rentals` catalogue on the client, the `notices` catalogue on the server).
 */
export function dueState(
  endDate: Date,
  now: Date,
): { kind: 'overdue' | 'today' | 'tomorrow' | 'inDays'; days: number } {
  const late = daysLate(endDate, now);
  if (late > 0) return { kind: 'overdue', days: late };
  const left = Math.floor((endDate.getTime() - now.getTime()) / DAY_MS);
  if (left === 0) return { kind: 'today', days: 0 };
  if (left === 1) return { kind: 'tomorrow', days: 1 };
  return { kind: 'inDays', days: left };
}
