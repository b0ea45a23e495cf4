/**
 * Deposit claims (docs/decisions/0035-deposit-claims-and-photos.md; spec 001 §9 "refunded when the book is
 * returned in good condition"): the pure rules. Money is integer paise. Late fees come first: they are taken
 * from the deposit by the return (`settleDeposit`, ADR 0003), and a claim can only take what is left.
 * Platform commission is not charged on a claim: the owner receives all of it.
 */
import { settleDeposit } from './rentals';

/** Where a condition photo was taken, and a claim's states (ADR 0035). */
export const RENTAL_PHOTO_STAGES = ['pickup', 'return'] as const;
export const DEPOSIT_CLAIM_STATUSES = ['open', 'accepted', 'disputed', 'decided'] as const;

/** Hours the borrower has to accept or dispute a claim; no answer by then counts as accepted. */
export const CLAIM_RESPONSE_HOURS = 72;
export const CLAIM_RESPONSE_MS = CLAIM_RESPONSE_HOURS * 60 * 60_000;
/** Length of the owner's reason and of the borrower's reply, in characters. */
export const CLAIM_TEXT_MIN = 10;
export const CLAIM_TEXT_MAX = 500;
/** Photos one party may add to a rental at one stage (pickup or return). */
export const PHOTOS_PER_STAGE = 3;

/**
 * What is left of a deposit of `depositPaise` once the late fee (`lateFeePaise`, of which `lateFeePaidPaise`
 * was paid separately) has taken its share: the most a claim may take. `RangeError` on negative or
 * fractional amounts (as `settleDeposit`).
 */
export function claimableDeposit(
  depositPaise: number,
  lateFeePaise: number,
  lateFeePaidPaise: number,
): number {
  return settleDeposit(depositPaise, lateFeePaise, lateFeePaidPaise).releasedPaise;
}

/** Why a claim of `claimPaise` on `remainingPaise` is refused, or null when it may be made. */
export function claimAmountRefusal(
  claimPaise: number,
  remainingPaise: number,
): 'not_positive' | 'too_much' | null {
  if (!Number.isSafeInteger(claimPaise) || claimPaise <= 0) return 'not_positive';
  if (claimPaise > remainingPaise) return 'too_much';
  return null;
}

/** How a settled claim splits what was left of the deposit (paise). */
export interface ClaimSettlement {
  /** to the owner as `deposit_applied` + `lender_earning`, no platform commission */
  ownerPaise: number;
  /** back to the borrower as `deposit_released` */
  borrowerPaise: number;
}

/**
 * Splits `remainingPaise` (what was left of the deposit after late fees) for an owner who receives
 * `awardedPaise` (the claim when accepted, the administrator's figure when decided). The owner never gets
 * more than what is left; owner + borrower = remaining. `RangeError` on negative or fractional amounts.
 */
export function settleClaim(remainingPaise: number, awardedPaise: number): ClaimSettlement {
  for (const [name, v] of Object.entries({ remainingPaise, awardedPaise }))
    if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${name} must be whole paise ≥ 0, got ${v}`);
  const ownerPaise = Math.min(awardedPaise, remainingPaise);
  return { ownerPaise, borrowerPaise: remainingPaise - ownerPaise };
}

/** True when a claim created with deadline `respondBy` can no longer be answered at `now`. */
export function claimAnswerClosed(respondBy: Date, now: Date): boolean {
  return now.getTime() >= respondBy.getTime();
}
