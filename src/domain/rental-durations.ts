/** Rental lengths (spec 000 §9, 002 §3; ADR 0022), re-exported by `pricing.ts`. */

/** Rental durations offered in the Borrow dialog, in days: 3 days, 1 week, 2 weeks, 1 month (spec 000 §9). */
export const RENTAL_DURATIONS = [3, 7, 14, 30] as const;
export type RentalDuration = (typeof RENTAL_DURATIONS)[number];

/** The home Rent Book dialog always rents for 7 days (spec 001 §2.5, §9). */
export const RENT_DIALOG_DURATION_DAYS: RentalDuration = 7;

/**
 * The rental lengths offered and accepted when the platform's max rental days is `maxRentalDays`
 * (spec 000 §9, 002 §3; ADR 0022): 3, 7, 14 and 30 days up to the max, plus the max itself when it is
 * below 30 and not one of them. `allowedDurations(10)` is `[3, 7, 10]`, `allowedDurations(2)` is `[2]`.
 * `maxRentalDays` is a whole number ≥ 1 (`RangeError` otherwise).
 */
export function allowedDurations(maxRentalDays: number): number[] {
  if (!Number.isSafeInteger(maxRentalDays) || maxRentalDays < 1)
    throw new RangeError(`maxRentalDays must be a whole number of at least 1, got ${maxRentalDays}`);
  const out: number[] = RENTAL_DURATIONS.filter((d) => d <= maxRentalDays);
  if (maxRentalDays < 30 && !out.includes(maxRentalDays)) out.push(maxRentalDays);
  return out;
}

/** The home Rent dialog's length: 7 days, or the max rental days when below that (ADR 0022). */
export function rentDialogDays(maxRentalDays: number): number {
  return Math.min(RENT_DIALOG_DURATION_DAYS, maxRentalDays);
}

/** Whether `days` is one of the offered rental durations. */
export function isRentalDuration(days: number): days is RentalDuration {
  return (RENTAL_DURATIONS as readonly number[]).includes(days);
}
