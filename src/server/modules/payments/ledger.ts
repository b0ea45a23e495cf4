/**
 * The ledgers a checkout or a fee writes (ARCHITECTURE §2 "Ledgers, not counters"; spec 000 §9): money
 * movements in `money_ledger` (integer paise) and Brocks entries (whole Brocks) through the brocks area.
 */
import { brocksForPayment } from '@/domain/pricing';
import type { PaymentMethod } from '@/contract/payments';
import type { Db, Tx } from '../../db/client';
import { moneyLedger, type MoneyEntryKind, type MoneyFunding } from '../../db/schema';
import { postBrocks, type BrocksEntry } from '../brocks';
import type { ConfirmedPayment } from './verify';

/** How the caller says they paid (the request's payment fields). */
export interface PaymentChoice {
  paymentMethod: PaymentMethod;
  paymentId?: string | null;
  orderId?: string | null;
  signature?: string | null;
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
  /** a Brocks package sale (ADR 0027) */
  brocksSaleId?: number;
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
 * The `payment` row of a transaction worth `totalPaise` paid by `userId`: the provider payment or the
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
