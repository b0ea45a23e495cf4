/**
 * Extensions with the owner's approval (spec 001 §2.6, §3 "Extension cost result", §4.3, §5;
 * 002 §2.2, §3, §4, §7). Money is integer paise inside, rupees on the wire.
 *
 * calculate (borrower) → request (borrower; one pending request per rental: a partial unique index) → the owner
 * approves or declines (extension_approved / extension_declined to the borrower) → the borrower pays
 * totalExtensionFee + platformCommission through the payment provider → only then the end date moves.
 * The price is fixed when the request is made. Each step locks the rental row, then the request row.
 * Calculating and requesting are here; the owner's answer and the payment are in `extension-answers.ts`.
 */
import { type ExtensionCostResult, type ExtensionRequest } from '@/contract/returns';
import { paiseToRupees } from '@/domain/money';
import { DAY_MS, extensionCost, type ExtensionCost } from '@/domain/rentals';
import type { Db } from '../../../db/client';
import { rentalExtensionRequests, type ExtensionRequestRow, type RentalRow } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import { notify } from '../../notifications';
import { getPlatformSettings } from '../../settings';
import { assertNotRestricted } from '../../restrictions';
import { rentalFor } from '../access';
import { isUniqueViolationOf, type TransactionDeps } from '../../payments';
import { dateText, peopleOf } from '../people';
import { t } from '../../../i18n/t';
import { addLoanEvent } from '../../conversations';

/** A cost in the wire's rupees. */
function costResult(
  c: Pick<
    ExtensionCost,
    'dailyFeePaise' | 'totalExtensionFeePaise' | 'platformCommissionPaise' | 'totalPaise'
  >,
): ExtensionCostResult {
  return {
    dailyFee: paiseToRupees(c.dailyFeePaise),
    totalExtensionFee: paiseToRupees(c.totalExtensionFeePaise),
    platformCommission: paiseToRupees(c.platformCommissionPaise),
    lenderEarnings: paiseToRupees(c.totalExtensionFeePaise),
    totalAmount: paiseToRupees(c.totalPaise),
  };
}

/** An extension request row in the wire format. */
export function toExtensionRequest(row: ExtensionRequestRow): ExtensionRequest {
  return {
    ...costResult(row),
    id: row.id,
    rentalId: row.rentalId,
    extensionDays: row.extensionDays,
    reason: row.reason,
    status: row.status,
    proposedEndDate: row.proposedEndDate.toISOString(),
    newEndDate: row.newEndDate?.toISOString() ?? null,
    declineReason: row.declineReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function assertActive(r: RentalRow): void {
  if (r.status === 'completed') throw localizedError(409, 'rentals:lifecycle.completed');
  if (r.status !== 'active') throw localizedError(409, 'rentals:lifecycle.notActive');
}

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/**
 * POST /api/rentals/extensions/calculate (borrower only): the cost of `extensionDays` more days (spec 001 §3).
 * 404 unknown rental, 403 the owner or a stranger, 409 when the rental is no longer active.
 */
export async function calculateExtension(
  db: Db,
  callerId: number,
  input: { rentalId: number; extensionDays: number },
): Promise<ExtensionCostResult> {
  const r = await rentalFor(db, input.rentalId, callerId, 'borrower');
  assertActive(r);
  const { commissionRate, extensionFeePerDayPaise } = await getPlatformSettings(db);
  return costResult(
    extensionCost(r.dailyFeePaise, input.extensionDays, commissionRate, extensionFeePerDayPaise),
  );
}

/**
 * POST /api/rentals/extensions/request (borrower only): records a pending request at today's price and sends the
 * owner an extension_request notification (spec 002 §3 data: requestId, extensionDays, proposedEndDate, reason).
 * 409 'An extension request for this rental is already waiting for the owner' when one is pending; 403 for a
 * suspended or banned borrower (ADR 0050).
 */
export async function requestExtension(
  deps: Pick<TransactionDeps, 'db' | 'clock'>,
  callerId: number,
  input: { rentalId: number; extensionDays: number; reason: string | null },
): Promise<ExtensionRequest> {
  const now = deps.clock.now();
  const { commissionRate, extensionFeePerDayPaise } = await getPlatformSettings(deps.db);
  try {
    return await deps.db.transaction(async (tx) => {
      const r = await rentalFor(tx, input.rentalId, callerId, 'borrower', true);
      assertActive(r);
      await assertNotRestricted(tx, callerId, now);
      const cost = extensionCost(
        r.dailyFeePaise,
        input.extensionDays,
        commissionRate,
        extensionFeePerDayPaise,
      );
      const [row] = await tx
        .insert(rentalExtensionRequests)
        .values({
          rentalId: r.id,
          extensionDays: input.extensionDays,
          reason: input.reason,
          status: 'pending',
          dailyFeePaise: cost.dailyFeePaise,
          totalExtensionFeePaise: cost.totalExtensionFeePaise,
          platformCommissionPaise: cost.platformCommissionPaise,
          totalPaise: cost.totalPaise,
          proposedEndDate: addDays(r.endDate, input.extensionDays),
          createdAt: now,
        })
        .returning();
      const asked = { days: input.extensionDays, due: row.proposedEndDate.toISOString() };
      await addLoanEvent(tx, { rentalId: r.id, event: 'extension_asked', data: asked, now });
      const p = await peopleOf(tx, r);
      await notify(
        tx,
        {
          userId: r.lenderId,
          type: 'extension_request',
          title: (lng) => t('notices:inApp.extensionRequest.title', {}, lng),
          message: (lng) =>
            t(
              'notices:inApp.extensionRequest.message',
              {
                borrower: p.borrower.name,
                book: p.bookTitle,
                count: input.extensionDays,
                date: dateText(row.proposedEndDate, lng),
              },
              lng,
            ),
          data: {
            requestId: row.id,
            extensionDays: row.extensionDays,
            proposedEndDate: row.proposedEndDate.toISOString(),
            reason: row.reason ?? '',
            rentalId: r.id,
            bookTitle: p.bookTitle,
            borrowerName: p.borrower.name,
          },
        },
        now,
      );
      return toExtensionRequest(row);
    });
  } catch (err) {
    if (isUniqueViolationOf(err, 'rental_extension_requests_one_pending'))
      throw localizedError(409, 'rentals:lifecycle.extensionPending');
    throw err;
  }
}
