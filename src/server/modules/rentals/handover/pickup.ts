/**
 * The pickup of a borrowed book (docs/decisions/0032-trust-at-hand-over.md; spec 001 §3 "Rental", §4.1):
 * the borrower shows a 6-digit code (and its QR), the owner types or scans it. A right code records
 * `pickedUpAt` and moves the due date later by the delay since the start; a wrong one answers 400 'That code
 * does not match this rental', and 5 wrong ones in a row lock the code for 15 minutes (429).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { RentalDetails } from '@/contract/rentals';
import { dueDateAfterPickup } from '@/domain/handover';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../db/client';
import { rentals, type RentalRow } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import type { Clock } from '../../../lib/clock';
import { notify } from '../../notifications';
import { rentalFor } from '../access';
import { rentalDetailsOf } from '../details';
import { checkCode } from './code-attempts';
import { codeHash, handoverCode } from './handover-codes';
import { dateText, peopleOf } from '../people';
import { t } from '../../../i18n/t';
import { addLoanEvent } from '../../conversations';

/** What the hand-over use cases need (`app.deps` has it all). */
export interface CodeDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'sessionSecret'>;
}

/** Refuses a rental that is not waiting for its pickup: 409 picked up, or not active (cancelled, returned). */
function assertAwaitingPickup(r: RentalRow): void {
  if (r.pickedUpAt) throw localizedError(409, 'rentals:handover.alreadyPickedUp');
  if (r.status !== 'active') throw localizedError(409, 'rentals:handover.noPickupCode');
}

/**
 * GET /api/rentals/:id/pickup-code (borrower only): the code to show the owner. Its hash is stored the first
 * time. Refusals: 404, 403 the owner or a stranger, 409 once picked up or when not active.
 */
export async function pickupCode(
  deps: CodeDeps,
  callerId: number,
  rentalId: number,
): Promise<{ code: string }> {
  const r = await rentalFor(deps.db, rentalId, callerId, 'borrower');
  assertAwaitingPickup(r);
  const code = handoverCode(deps.config.sessionSecret, r.id, 'pickup');
  if (!r.pickupCodeHash)
    await deps.db
      .update(rentals)
      .set({ pickupCodeHash: codeHash(r.id, 'pickup', code) })
      .where(and(eq(rentals.id, r.id), isNull(rentals.pickupCodeHash)));
  return { code };
}

/**
 * Records the pickup of `r` at `now` inside `tx`: `pickedUpAt`, the due date moved by the delay, the code
 * tries cleared; the borrower is told the (new) due date. The seed calls it for its demo loans.
 */
export async function recordPickup(tx: Tx | Db, r: RentalRow, now: Date): Promise<RentalRow> {
  const endDate = dueDateAfterPickup(r.startDate, r.endDate, now);
  const [updated] = await tx
    .update(rentals)
    .set({ pickedUpAt: now, endDate, codeFailedAttempts: 0, codeLockedUntil: null, updatedAt: now })
    .where(eq(rentals.id, r.id))
    .returning();
  await addLoanEvent(tx, {
    rentalId: r.id,
    event: 'pickup_confirmed',
    data: { due: endDate.toISOString() },
    now,
  });
  const p = await peopleOf(tx, r);
  await notify(
    tx,
    {
      userId: r.borrowerId,
      type: 'pickup_confirmed',
      title: (lng) => t('notices:inApp.pickupConfirmed.title', {}, lng),
      message: (lng) =>
        t(
          'notices:inApp.pickupConfirmed.message',
          { lender: p.lender.name, book: p.bookTitle, date: dateText(endDate, lng) },
          lng,
        ),
      data: { rentalId: r.id, bookTitle: p.bookTitle, dueDate: endDate.toISOString() },
    },
    now,
  );
  return updated;
}

/**
 * POST /api/rentals/:id/confirm-pickup (owner only) with the borrower's code. Refusals: 404, 403 the borrower
 * or a stranger, 409 already picked up or not active, 429 while locked, 400 'That code does not match this
 * rental' (the wrong try is kept even though the answer is an error).
 */
export async function confirmPickup(
  deps: CodeDeps,
  callerId: number,
  rentalId: number,
  input: { code: string },
): Promise<{ rental: RentalDetails }> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const r = await rentalFor(tx, rentalId, callerId, 'owner', true);
    assertAwaitingPickup(r);
    const check = await checkCode(tx, r, 'pickup', input.code, deps.config.sessionSecret, now);
    if (check !== 'ok') return check;
    await recordPickup(tx, r, now);
    return check;
  });
  if (outcome === 'locked') throw localizedError(429, 'rentals:handover.codeLocked');
  if (outcome === 'wrong') throw localizedError(400, 'rentals:handover.wrongCode');
  return {
    rental: await rentalDetailsOf(deps.db, rentalId, now),
  };
}
