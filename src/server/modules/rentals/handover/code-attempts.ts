/**
 * Checking a pickup or return code against a locked rental row (docs/decisions/0032-trust-at-hand-over.md,
 * docs/decisions/0036-return-code-and-reliability.md). Both codes share the rental's `code_failed_attempts`
 * and `code_locked_until`: the 5th wrong code in a row locks codes for 15 minutes.
 */
import { eq } from 'drizzle-orm';
import { CODE_LOCK_MS, MAX_WRONG_CODES } from '@/domain/handover';
import type { Tx } from '../../../db/client';
import { rentals, type RentalRow } from '../../../db/schema';
import { codeHash, codeMatches, handoverCode, type CodeStage } from './handover-codes';

export type CodeCheck = 'ok' | 'wrong' | 'locked';

/**
 * Checks `entered` as `r`'s `stage` code at `now` inside `tx` (the row locked by the caller): 'locked' while
 * the lock lasts (nothing recorded), 'wrong' after recording the wrong try (and the lock on the 5th), 'ok'
 * otherwise (the caller records the hand-over and clears the tries). The caller must commit a 'wrong'
 * before answering its error, so the try is kept.
 */
export async function checkCode(
  tx: Tx,
  r: RentalRow,
  stage: CodeStage,
  entered: string,
  secret: string,
  now: Date,
): Promise<CodeCheck> {
  if (r.codeLockedUntil && r.codeLockedUntil > now) return 'locked';
  const storedHash = stage === 'pickup' ? r.pickupCodeHash : r.returnCodeHash;
  const stored = storedHash ?? codeHash(r.id, stage, handoverCode(secret, r.id, stage));
  if (codeMatches(r.id, stage, entered, stored)) return 'ok';
  const attempts = r.codeFailedAttempts + 1;
  const locks = attempts >= MAX_WRONG_CODES;
  await tx
    .update(rentals)
    .set({
      codeFailedAttempts: locks ? 0 : attempts,
      codeLockedUntil: locks ? new Date(now.getTime() + CODE_LOCK_MS) : r.codeLockedUntil,
      updatedAt: now,
    })
    .where(eq(rentals.id, r.id));
  return 'wrong';
}
