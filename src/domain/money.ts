/**
 * Money is integer paise everywhere inside Hubshelf (ARCHITECTURE §2); rupees appear only at the
 * contract boundary as the spec's numbers (`dailyFee: 12.5`).
 */

/** Paise from a rupee amount, rounded to the nearest paisa (`12.5` → `1250`). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees from integer paise (`1250` → `12.5`). Throws on a non-integer input. */
export function paiseToRupees(paise: number): number {
  if (!Number.isInteger(paise)) throw new Error(`paise must be an integer, got ${paise}`);
  return paise / 100;
}
