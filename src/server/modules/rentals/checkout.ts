/**
 * What a borrow and a buy share (spec 000 §4 "Card/UPI payment … Brocks payment skips the provider", §7
 * "Payments and transactions"; ARCHITECTURE §2, §3): taking the payment (a provider payment or Brocks),
 * writing the money ledger, the owner's contact details, and recognising a lost race on a unique index.
 * Money is integer paise. Used by `service.ts` here and by the purchases area through `service.ts`.
 *
 * A provider payment goes through two steps (see modules/payments/service.ts):
 *   recordProviderPayment(...)            before the transaction: the payment is on record, so if the
 *                                         transaction then fails the scheduled job refunds it;
 *   takeProviderPayment(tx, ...)          inside it: the order is consumed for exactly the server's price.
 */
import { brocksForPayment } from '@/domain/pricing';
import {
  isProviderMethod,
  TRANSACTION_MESSAGES,
  type ContactInfo,
  type PaymentMethod,
} from '@/contract/rentals';
import type { PaymentPurpose } from '@/contract/payments';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { moneyLedger, users, type MoneyEntryKind, type MoneyFunding } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { postBrocks, type BrocksEntry } from '../brocks/service';
import { confirmPayment, recordPayment, type ConfirmedPayment, type PaymentsDeps } from '../payments/service';

/** What the borrow and buy use cases need from the app (`app.deps` has it all). */
export type TransactionDeps = PaymentsDeps;

/** How the caller says they paid (the request's payment fields). */
export interface PaymentChoice {
  paymentMethod: PaymentMethod;
  paymentId?: string | null;
  orderId?: string | null;
  signature?: string | null;
}

/**
 * Before the transaction: for a provider method with payment details, verifies the payment with the
 * provider and records it as captured (see the module comment). Refuses with the payments area's errors:
 * 404 unknown order, 403 another member's order, 409 a payment id used before or refunded, 400 a bad
 * signature. Nothing is done for `brocks` or when the details are absent (refused later, if anything is due).
 */
export async function recordProviderPayment(
  deps: TransactionDeps,
  callerId: number,
  choice: PaymentChoice,
): Promise<void> {
  if (!isProviderMethod(choice.paymentMethod) || !choice.paymentId || !choice.orderId) return;
  await recordPayment(deps, {
    callerId,
    orderId: choice.orderId,
    paymentId: choice.paymentId,
    signature: choice.signature,
  });
}

/**
 * Inside the transaction: consumes the caller's provider order for exactly `totalPaise` (paise) and
 * `purpose`. Answers null for `brocks` or when nothing is due. Throws 400 'Please complete the payment
 * first' without payment details, and the payments area's refusals (another member's order 403, a
 * different amount or purpose 400, a payment used before 409).
 */
export async function takeProviderPayment(
  tx: Tx,
  deps: Omit<TransactionDeps, 'db'>,
  input: { callerId: number; choice: PaymentChoice; totalPaise: number; purpose: PaymentPurpose },
): Promise<ConfirmedPayment | null> {
  const { choice } = input;
  if (!isProviderMethod(choice.paymentMethod) || input.totalPaise === 0) return null;
  if (!choice.paymentId || !choice.orderId) throw badRequest(TRANSACTION_MESSAGES.paymentRequired);
  return confirmPayment(tx, deps, {
    callerId: input.callerId,
    orderId: choice.orderId,
    paymentId: choice.paymentId,
    signature: choice.signature,
    expectedAmountPaise: input.totalPaise,
    purpose: input.purpose,
  });
}

/** Brocks a payment of `totalPaise` with `method` costs: ceil(total × brocks per rupee) for `brocks`, else 0. */
export function brocksToPay(method: PaymentMethod, totalPaise: number, brocksPerRupee: number): number {
  return method === 'brocks' ? brocksForPayment(totalPaise, brocksPerRupee) : 0;
}

/**
 * Posts `entries` to the Brocks ledger in order, leaving out zero amounts (a setting of 0, no offer). A
 * debit beyond the balance throws 400 'Not enough Brocks'; the caller's transaction then rolls back.
 */
export async function postBrocksEntries(tx: Tx, entries: BrocksEntry[]): Promise<void> {
  for (const entry of entries) if (entry.delta !== 0) await postBrocks(tx, entry);
}

/** One money movement (see `money_ledger` in db/schema/rentals.ts). */
export interface MoneyEntry {
  kind: MoneyEntryKind;
  amountPaise: number;
  userId: number;
  reference: string;
  rentalId?: number;
  purchaseId?: number;
  paymentOrderId?: number | null;
  funding?: MoneyFunding;
}

/**
 * Appends `entries` to the money ledger at `at`, leaving out zero amounts (nothing moved). Throws
 * `RangeError` on a negative or fractional amount; a repeated (kind, reference) violates
 * `money_ledger_event_unique`.
 */
export async function postMoney(tx: Db | Tx, entries: MoneyEntry[], at: Date): Promise<void> {
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountPaise) || e.amountPaise < 0)
      throw new RangeError(`amountPaise must be a non-negative whole number of paise, got ${e.amountPaise}`);
  }
  const rows = entries.filter((e) => e.amountPaise > 0).map((e) => ({ ...e, createdAt: at }));
  if (rows.length > 0) await tx.insert(moneyLedger).values(rows);
}

/**
 * The `payment` rows of a transaction worth `totalPaise` paid by `userId`: the provider payment or the
 * Brocks paid in place of rupees, at `reference`.
 */
export function paymentEntry(
  userId: number,
  choice: PaymentChoice,
  totalPaise: number,
  payment: ConfirmedPayment | null,
  ids: { reference: string; rentalId?: number; purchaseId?: number },
): MoneyEntry {
  return {
    kind: 'payment',
    amountPaise: totalPaise,
    userId,
    funding: choice.paymentMethod === 'brocks' ? 'brocks' : 'provider',
    paymentOrderId: payment?.orderRowId ?? null,
    ...ids,
  };
}

/** A member's name and where to find them: flat and wing, building and phone (spec 000 §3 collectionInfo, sellerInfo). */
export async function contactOf(db: Db | Tx, userId: number): Promise<ContactInfo & { name: string }> {
  const [row] = await db
    .select({
      name: users.name,
      flatWing: users.flatWing,
      buildingName: users.buildingName,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** True when `err` (or a cause: Drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolationOf(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
