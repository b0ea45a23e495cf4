/**
 * Answering and paying an extension request (spec 001 §4.3, §5; 002 §2.2, §4, §7): the owner approves or
 * declines it, then the borrower pays totalExtensionFee + platformCommission through the payment provider and
 * only then the end date moves. Money is integer paise inside, rupees on the wire. See `extensions.ts` for
 * the whole flow; each step locks the rental row, then the request row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type ExtensionRequest } from '@/contract/returns';
import { paiseToRupees } from '@/domain/money';
import type { Tx } from '../../../db/client';
import { notifications, rentalExtensionRequests, rentals } from '../../../db/schema';
import { localizedError } from '../../../lib/http-error';
import { markManyRead, notificationIdsByData, notify } from '../../notifications';
import { assertParty, type RentalParty } from '../access';
import {
  assertFeeOrderDue,
  postMoney,
  providerOrderOf,
  recordProviderPayment,
  takeProviderPayment,
  type PaymentChoice,
  type TransactionDeps,
} from '../../payments';
import { dateText, peopleOf, rupeesText } from '../people';
import { addDays, assertActive, toExtensionRequest } from './extensions';
import { approvedExtension } from '../borrowing/fee-orders';
import { t } from '../../../i18n/t';
import { addLoanEvent } from '../../conversations';

/** The request `requestId` and its rental, both locked, if `callerId` is the rental's `party` (404 / 403 otherwise). */
async function lockRequest(tx: Tx, requestId: number, callerId: number, party: RentalParty) {
  const [found] = await tx
    .select({ rentalId: rentalExtensionRequests.rentalId })
    .from(rentalExtensionRequests)
    .where(eq(rentalExtensionRequests.id, requestId));
  if (!found) throw localizedError(404, 'rentals:lifecycle.extensionRequestNotFound');
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, found.rentalId)).for('update');
  assertParty(rental, callerId, party);
  const [request] = await tx
    .select()
    .from(rentalExtensionRequests)
    .where(eq(rentalExtensionRequests.id, requestId))
    .for('update');
  return { rental, request };
}

/** Marks the owner's extension_request notification of `requestId` read once it is answered. */
async function settleRequestNotice(tx: Tx, requestId: number): Promise<void> {
  await markManyRead(tx, await notificationIdsByData(tx, 'extension_request', 'requestId', requestId));
}

/**
 * POST /api/rentals/extensions/requests/:id/approve (owner only): pending → approved; the borrower gets
 * extension_approved (spec 002 §3 data) with the amount to pay. 404 unknown, 403 the borrower or a stranger,
 * 409 when already answered or the rental is no longer active.
 */
export async function approveExtension(
  deps: Pick<TransactionDeps, 'db' | 'clock'>,
  callerId: number,
  requestId: number,
): Promise<ExtensionRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { rental, request } = await lockRequest(tx, requestId, callerId, 'owner');
    if (request.status !== 'pending') throw localizedError(409, 'rentals:lifecycle.extensionNotPending');
    assertActive(rental);
    const [row] = await tx
      .update(rentalExtensionRequests)
      .set({ status: 'approved', respondedAt: now })
      .where(eq(rentalExtensionRequests.id, requestId))
      .returning();
    const p = await peopleOf(tx, rental);
    const newDueDate = addDays(rental.endDate, row.extensionDays);
    const answer = { approved: true, days: row.extensionDays, due: newDueDate.toISOString() };
    await addLoanEvent(tx, { rentalId: rental.id, event: 'extension_answered', data: answer, now });
    await notify(
      tx,
      {
        userId: rental.borrowerId,
        type: 'extension_approved',
        title: (lng) => t('notices:inApp.extensionApproved.title', {}, lng),
        message: (lng) =>
          t(
            'notices:inApp.extensionApproved.message',
            {
              lender: p.lender.name,
              book: p.bookTitle,
              count: row.extensionDays,
              amount: rupeesText(row.totalPaise, lng),
              date: dateText(newDueDate, lng),
            },
            lng,
          ),
        data: {
          paymentRequired: true,
          bookTitle: p.bookTitle,
          extensionDays: row.extensionDays,
          newDueDate: newDueDate.toISOString(),
          totalAmount: paiseToRupees(row.totalPaise),
          platformCommission: paiseToRupees(row.platformCommissionPaise),
          lenderEarnings: paiseToRupees(row.totalExtensionFeePaise),
          paymentId: null,
          requestId: row.id,
          rentalId: rental.id,
        },
      },
      now,
    );
    await settleRequestNotice(tx, requestId);
    return toExtensionRequest(row);
  });
}

/**
 * POST /api/rentals/extensions/requests/:id/deny (owner only): pending → declined with an optional reason; the
 * borrower gets extension_declined. 404, 403, 409 as for approve.
 */
export async function denyExtension(
  deps: Pick<TransactionDeps, 'db' | 'clock'>,
  callerId: number,
  requestId: number,
  reason: string | null,
): Promise<ExtensionRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { rental, request } = await lockRequest(tx, requestId, callerId, 'owner');
    if (request.status !== 'pending') throw localizedError(409, 'rentals:lifecycle.extensionNotPending');
    const [row] = await tx
      .update(rentalExtensionRequests)
      .set({ status: 'declined', declineReason: reason, respondedAt: now })
      .where(eq(rentalExtensionRequests.id, requestId))
      .returning();
    const declined = { approved: false, days: row.extensionDays };
    await addLoanEvent(tx, { rentalId: rental.id, event: 'extension_answered', data: declined, now });
    const p = await peopleOf(tx, rental);
    await notify(
      tx,
      {
        userId: rental.borrowerId,
        type: 'extension_declined',
        title: (lng) => t('notices:inApp.extensionDeclined.title', {}, lng),
        message: (lng) =>
          t(
            `notices:inApp.extensionDeclined.${reason ? 'messageWithReason' : 'message'}`,
            { lender: p.lender.name, book: p.bookTitle, reason: reason ?? '' },
            lng,
          ),
        data: {
          requestId: row.id,
          rentalId: rental.id,
          bookTitle: p.bookTitle,
          extensionDays: row.extensionDays,
          reason: reason ?? '',
        },
      },
      now,
    );
    await settleRequestNotice(tx, requestId);
    return toExtensionRequest(row);
  });
}

/**
 * POST /api/rentals/extensions/requests/:id/pay (borrower only, after approval): takes a provider payment of the
 * request's totalAmount (purpose extension), posts it to the ledger (payment, platform commission, lender
 * earning), moves the end date by the extension days and answers `newDueDate`. The borrower's
 * extension_approved notification gets the paymentId ("Payment Already Done", spec 002 §2.2); the owner gets
 * payment_received. 404, 403 the owner or a stranger; 409 when not approved, paid already, or the rental is no
 * longer active — these before anything is captured, with 409 'The amount due has changed. Please review it and
 * pay again.' for an order of another amount; the payments area's refusals (purpose differs 400, a payment
 * used before 409).
 */
export async function payExtension(
  deps: TransactionDeps,
  callerId: number,
  requestId: number,
  choice: PaymentChoice,
) {
  await deps.db.transaction(async (tx) => lockRequest(tx, requestId, callerId, 'borrower'));
  // refused before the provider captures anything: not payable, or an order that is not this request's total
  const [asked] = await deps.db
    .select({ rentalId: rentalExtensionRequests.rentalId })
    .from(rentalExtensionRequests)
    .where(eq(rentalExtensionRequests.id, requestId));
  const order = await providerOrderOf(deps.db, callerId, choice);
  const { request: approved } = await approvedExtension(deps.db, requestId, callerId);
  assertFeeOrderDue(order, { purpose: 'extension', rentalId: asked.rentalId, duePaise: approved.totalPaise });
  await recordProviderPayment(deps, callerId, choice);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const { rental, request } = await lockRequest(tx, requestId, callerId, 'borrower');
    if (request.status === 'paid') throw localizedError(409, 'rentals:lifecycle.extensionPaid');
    if (request.status !== 'approved') throw localizedError(409, 'rentals:lifecycle.extensionNotApproved');
    assertActive(rental);
    const payment = await takeProviderPayment(tx, deps, {
      callerId,
      choice,
      totalPaise: request.totalPaise,
      purpose: 'extension',
    });
    if (!payment) throw localizedError(400, 'rentals:lifecycle.paymentDetailsRequired');
    const newEndDate = addDays(rental.endDate, request.extensionDays);
    await tx.update(rentals).set({ endDate: newEndDate, updatedAt: now }).where(eq(rentals.id, rental.id));
    const moved = { due: newEndDate.toISOString() };
    await addLoanEvent(tx, { rentalId: rental.id, event: 'due_date_moved', data: moved, now });
    const [paid] = await tx
      .update(rentalExtensionRequests)
      .set({ status: 'paid', newEndDate, paidAt: now, paymentOrderId: payment.orderRowId })
      .where(eq(rentalExtensionRequests.id, requestId))
      .returning();
    const ids = { rentalId: rental.id, reference: `extension:${request.id}` };
    await postMoney(
      tx,
      [
        {
          kind: 'payment',
          funding: 'provider',
          paymentOrderId: payment.orderRowId,
          amountPaise: request.totalPaise,
          userId: callerId,
          ...ids,
        },
        { kind: 'platform_fee', amountPaise: request.platformCommissionPaise, userId: callerId, ...ids },
        {
          kind: 'lender_earning',
          amountPaise: request.totalExtensionFeePaise,
          userId: rental.lenderId,
          ...ids,
        },
      ],
      now,
    );
    await tx
      .update(notifications)
      .set({
        data: sql`jsonb_set(${notifications.data}::jsonb, '{paymentId}', to_jsonb(${payment.providerPaymentId}::text))::text`,
      })
      .where(
        and(
          eq(notifications.userId, callerId),
          eq(notifications.type, 'extension_approved'),
          sql`(${notifications.data}::jsonb ->> 'requestId') = ${String(requestId)}`,
        ),
      );
    const p = await peopleOf(tx, rental);
    await notify(
      tx,
      {
        userId: rental.lenderId,
        type: 'payment_received',
        title: (lng) => t('notices:inApp.paymentReceived.title', {}, lng),
        message: (lng) =>
          t(
            'notices:inApp.paymentReceived.message',
            {
              borrower: p.borrower.name,
              count: request.extensionDays,
              book: p.bookTitle,
              amount: rupeesText(request.totalExtensionFeePaise, lng),
              date: dateText(newEndDate, lng),
            },
            lng,
          ),
        data: {
          rentalId: rental.id,
          requestId: request.id,
          bookTitle: p.bookTitle,
          amount: paiseToRupees(request.totalExtensionFeePaise),
          newDueDate: newEndDate.toISOString(),
        },
      },
      now,
    );
    return paid;
  });
  return {
    newDueDate: row.newEndDate!.toISOString(),
    request: toExtensionRequest(row),
  };
}
