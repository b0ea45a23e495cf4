/**
 * A member's reliability as a borrower (docs/decisions/0036-return-code-and-reliability.md): shown to the
 * owners who lend to them and to the member, never used to block a borrow. Pure rules; time is `Date`s.
 *
 * - Only completed rentals count (cancelled ones never started; open ones are not finished).
 * - A rental is returned on time when the borrower asked to return it no later than the due date (the day a
 *   late fee would start, `daysLate` = 0); the owner's confirmation may come later without counting against them.
 * - The on-time share is a whole percentage rounded down, so 100% means every single return was on time.
 * - A member with no completed rental is a 'New borrower'.
 */
import { daysLate } from './rentals';

/** The dates of one completed rental that decide whether it came back on time. */
export interface CompletedRental {
  /** the due date (after any pickup delay or extension) */
  endDate: Date;
  /** when the borrower asked to return it (null for a return confirmed without a request) */
  returnRequestedAt: Date | null;
  /** when the owner confirmed it */
  returnedAt: Date | null;
}

/** A borrower's record: counts and the on-time share (whole percent, null without a completed rental). */
export interface ReliabilityFigures {
  completedRentals: number;
  returnedOnTime: number;
  onTimePercent: number | null;
  upheldClaims: number;
  isNewBorrower: boolean;
}

/** Whether `r` was returned on time: asked back (or, without a request, confirmed) by the due date. */
export function returnedOnTime(r: CompletedRental): boolean {
  const back = r.returnRequestedAt ?? r.returnedAt;
  return back !== null && daysLate(r.endDate, back) === 0;
}

/**
 * The figures of a borrower with `completed` rentals, of which `upheldClaims` had a deposit claim upheld
 * (0 ≤ upheldClaims ≤ completed.length, else RangeError).
 */
export function reliabilityOf(completed: CompletedRental[], upheldClaims: number): ReliabilityFigures {
  if (!Number.isSafeInteger(upheldClaims) || upheldClaims < 0 || upheldClaims > completed.length)
    throw new RangeError(`upheldClaims must be between 0 and ${completed.length}, got ${upheldClaims}`);
  const onTime = completed.filter(returnedOnTime).length;
  const n = completed.length;
  return {
    completedRentals: n,
    returnedOnTime: onTime,
    onTimePercent: n === 0 ? null : Math.floor((onTime * 100) / n),
    upheldClaims,
    isNewBorrower: n === 0,
  };
}

/** One part of a borrower's record as words: a catalogue key and its count or percentage. */
export type ReliabilityPart =
  | { key: 'newBorrower' }
  | { key: 'returns'; count: number }
  | { key: 'onTime'; percent: number }
  | { key: 'upheldClaims'; count: number };

/**
 * What a borrower's record says, in order (ADR 0036 chip): 'New borrower' alone without a completed rental,
 * else the returns, the on-time share (0 when unknown) and the upheld claims when there are any. Each
 * language words the parts from its catalogue and joins them with ' · '
 * (docs/decisions/0046-client-on-the-domain.md).
 */
export function reliabilityParts(
  r: Pick<ReliabilityFigures, 'isNewBorrower' | 'completedRentals' | 'onTimePercent' | 'upheldClaims'>,
): ReliabilityPart[] {
  if (r.isNewBorrower) return [{ key: 'newBorrower' }];
  const parts: ReliabilityPart[] = [
    { key: 'returns', count: r.completedRentals },
    { key: 'onTime', percent: r.onTimePercent ?? 0 },
  ];
  if (r.upheldClaims > 0) parts.push({ key: 'upheldClaims', count: r.upheldClaims });
  return parts;
}
