/**
 * Rules of the hand-over of a rental (docs/decisions/0032-trust-at-hand-over.md; spec 001 §3 "Rental",
 * §4.1). Pure functions; money is integer paise, time is `Date`s and ms.
 *
 * - A paid rental starts at once (status active) and records when the book changed hands (`pickedUpAt`).
 * - A pickup later than the start moves the due date later by exactly the delay; it never moves earlier.
 * - Until pickup the borrower may cancel at any time, the owner after 48 hours, and the scheduled pass
 *   cancels a rental not picked up within 7 days. A cancellation gives back everything paid.
 */

/** Digits of a pickup or return code. */
export const HANDOVER_CODE_DIGITS = 6;
/** Wrong codes in a row that lock the code. */
export const MAX_WRONG_CODES = 5;
/** How long a code stays locked after `MAX_WRONG_CODES` wrong tries (ms): 15 minutes. */
export const CODE_LOCK_MS = 15 * 60_000;
/** The owner may cancel a rental not picked up this long after its start (ms): 48 hours. */
export const OWNER_CANCEL_AFTER_MS = 48 * 60 * 60_000;
/** The scheduled pass cancels a rental not picked up this long after its start (ms): 7 days. */
export const AUTO_CANCEL_AFTER_MS = 7 * 24 * 60 * 60_000;

/** Whether `code` has the shape of a hand-over code: exactly 6 digits. */
export function isHandoverCode(code: string): boolean {
  return new RegExp(`^\\d{${HANDOVER_CODE_DIGITS}}$`).test(code);
}

/**
 * The due date once the book is picked up at `pickedUpAt`: `endDate` moved later by the delay since
 * `startDate` (pickedUpAt − startDate, ms), unchanged for a pickup at or before the start.
 */
export function dueDateAfterPickup(startDate: Date, endDate: Date, pickedUpAt: Date): Date {
  const delayMs = Math.max(0, pickedUpAt.getTime() - startDate.getTime());
  return new Date(endDate.getTime() + delayMs);
}

/** Who asks to cancel a rental before pickup. */
export type CancelParty = 'borrower' | 'owner' | 'system';

/** Why a cancellation before pickup is refused, or null when it is allowed. */
export type CancelRefusal = 'not_active' | 'picked_up' | 'owner_too_soon' | 'system_too_soon';

/**
 * Whether `party` may cancel a rental at `now` (ADR 0032): only while active and not picked up; the borrower
 * any time, the owner 48 hours after the start, the scheduled pass 7 days after it.
 */
export function cancelRefusal(
  party: CancelParty,
  rental: { status: string; pickedUpAt: Date | null; startDate: Date },
  now: Date,
): CancelRefusal | null {
  if (rental.status !== 'active') return 'not_active';
  if (rental.pickedUpAt) return 'picked_up';
  const waitedMs = now.getTime() - rental.startDate.getTime();
  if (party === 'owner' && waitedMs < OWNER_CANCEL_AFTER_MS) return 'owner_too_soon';
  if (party === 'system' && waitedMs < AUTO_CANCEL_AFTER_MS) return 'system_too_soon';
  return null;
}

/** When the owner may cancel a rental that started at `startDate`. */
export function ownerMayCancelFrom(startDate: Date): Date {
  return new Date(startDate.getTime() + OWNER_CANCEL_AFTER_MS);
}

/** What a rental's borrow posted to the money ledger (paise): the allocations a cancellation reverses. */
export interface PostedBorrow {
  /** `deposit_held` */
  depositHeldPaise: number;
  /** `platform_fee` */
  platformFeePaise: number;
  /** `lender_earning` */
  lenderEarningPaise: number;
  /** `payment` rows paid through the payment provider */
  providerPaidPaise: number;
}

/** What a cancellation gives back (paise), and which allocations it reverses. */
export interface CancelRefund {
  /** the deposit, back to the borrower (`deposit_released`) */
  depositPaise: number;
  /** the platform fee reversed (`platform_fee_reversed`) */
  platformFeePaise: number;
  /** the owner's earning reversed (`lender_earning_reversed`) */
  lenderEarningPaise: number;
  /** fees given back to the borrower (`refund`): platform fee + owner's earning */
  feesRefundPaise: number;
  /** rupees back through the payment provider: everything paid through it */
  providerRefundPaise: number;
}

/**
 * The full refund of a rental cancelled before pickup (ADR 0032): every allocation of the borrow is
 * reversed, so deposit + fees refund = everything paid in (provider, Brocks and the Brocks offer's value);
 * the provider part goes back through the provider, the rest as Brocks.
 */
export function cancelRefund(posted: PostedBorrow): CancelRefund {
  for (const [name, v] of Object.entries(posted))
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be whole paise ≥ 0, got ${v}`);
  return {
    depositPaise: posted.depositHeldPaise,
    platformFeePaise: posted.platformFeePaise,
    lenderEarningPaise: posted.lenderEarningPaise,
    feesRefundPaise: posted.platformFeePaise + posted.lenderEarningPaise,
    providerRefundPaise: posted.providerPaidPaise,
  };
}
