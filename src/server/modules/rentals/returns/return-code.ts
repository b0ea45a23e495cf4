/**
 * The return code (docs/decisions/0036-return-code-and-reliability.md): once the borrower has asked to return
 * the book, they show a 6-digit code (and its QR, same scheme as the pickup code, ADR 0032); the owner may
 * type or scan it when confirming the return. A wrong code answers 400 'That code does not match this
 * rental'; 5 wrong ones in a row lock codes for 15 minutes (429). Confirming without it stays possible.
 */
import { and, eq, isNull } from 'drizzle-orm';

import { rentals } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import { rentalFor } from '../access';
import { checkCode } from '../handover/code-attempts';
import { codeHash, handoverCode } from '../handover/handover-codes';
import type { TransactionDeps } from '../../payments';
import type { CodeDeps } from '../handover/pickup';
import { confirmReturn } from './returns';
import type { ClaimInput } from '@/contract/claims';

/**
 * GET /api/rentals/:id/return-code (borrower only): the code to show the owner; its hash is stored the first
 * time. Refusals: 404 unknown rental, 403 the owner or a stranger, 409 'The return code is shown once you
 * have asked to return this book' unless the return is requested (not before, not once completed).
 */
export async function returnCode(
  deps: CodeDeps,
  callerId: number,
  rentalId: number,
): Promise<{ code: string }> {
  const r = await rentalFor(deps.db, rentalId, callerId, 'borrower');
  if (r.status !== 'return_requested') throw localizedError(409, 'rentals:noReturnCode');
  const code = handoverCode(deps.config.sessionSecret, r.id, 'return');
  if (!r.returnCodeHash)
    await deps.db
      .update(rentals)
      .set({ returnCodeHash: codeHash(r.id, 'return', code) })
      .where(and(eq(rentals.id, r.id), isNull(rentals.returnCodeHash)));
  return { code };
}

/**
 * Checks the return code the owner entered on confirm-return, in its own transaction so a wrong try is kept:
 * 400 'That code does not match this rental', 429 while locked; 404/403 as `rentalFor` (owner). A rental
 * whose return is not requested is left to confirm-return's own 409.
 */
async function verifyReturnCode(
  deps: CodeDeps,
  callerId: number,
  rentalId: number,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const r = await rentalFor(tx, rentalId, callerId, 'owner', true);
    if (r.status !== 'return_requested') return 'ok' as const;
    return checkCode(tx, r, 'return', code, deps.config.sessionSecret, now);
  });
  if (outcome === 'locked') throw localizedError(429, 'rentals:handover.codeLocked');
  if (outcome === 'wrong') throw localizedError(400, 'rentals:handover.wrongCode');
}

/**
 * POST /api/rentals/:id/confirm-return (owner): with `code`, checks it (`verifyReturnCode`) and records the
 * return as confirmed with the code; without one, as the spec's flow (spec 001 §4.1), recorded as
 * 'without_code'. Answers and other refusals are `confirmReturn`'s.
 */
export async function confirmReturnWithCode(
  deps: TransactionDeps & CodeDeps,
  callerId: number,
  rentalId: number,
  input: { notes: string | null; code?: string | null; claim?: ClaimInput | null },
) {
  if (input.code) await verifyReturnCode(deps, callerId, rentalId, input.code);
  return confirmReturn(deps, callerId, rentalId, {
    notes: input.notes,
    returnMethod: input.code ? 'code' : 'without_code',
    claim: input.claim,
  });
}
