/**
 * Hubshelf credit (docs/decisions/0028-referral-credit-and-commission-free-periods.md; spec 001 §9 "Referral
 * bonus"). Money is integer paise. Every movement is a money-ledger row in the caller's transaction and moves
 * the cached `credit_balances` row with it: `credit_granted` adds (unique per kind and reference, so a bonus
 * is granted once), a `payment` funded `credit` spends (written by the checkout). A borrow or buy locks the
 * row (`lockedCreditBalance`) before pricing, so two of them cannot spend the same credit.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { creditBalances, moneyLedger } from '../../db/schema';

/** `userId`'s credit in paise (0 before any grant). */
export async function creditBalanceOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: creditBalances.balancePaise })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId));
  return row?.balance ?? 0;
}

/** Whether `userId` was ever granted credit (their balance row exists, whatever it holds now). */
export async function hasCreditAccount(db: Db | Tx, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: creditBalances.userId })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** `userId`'s credit in paise, its row locked (`FOR UPDATE`) until `tx` ends. */
export async function lockedCreditBalance(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: creditBalances.balancePaise })
    .from(creditBalances)
    .where(eq(creditBalances.userId, userId))
    .for('update');
  return row?.balance ?? 0;
}

/**
 * Takes `amountPaise` from `userId`'s credit (nothing for 0). Throws `Error` when the balance is lower
 * (the caller priced with a locked balance, so this means a bug): the transaction rolls back.
 */
export async function spendCredit(tx: Tx, userId: number, amountPaise: number, at: Date): Promise<void> {
  if (amountPaise === 0) return;
  const updated = await tx
    .update(creditBalances)
    .set({ balancePaise: sql`${creditBalances.balancePaise} - ${amountPaise}`, updatedAt: at })
    .where(and(eq(creditBalances.userId, userId), gte(creditBalances.balancePaise, amountPaise)))
    .returning({ userId: creditBalances.userId });
  if (updated.length === 0) throw new Error(`credit of user ${userId} is below ${amountPaise} paise`);
}

/**
 * Grants `amountPaise` (> 0) of credit to `userId` for the event `reference`: a `credit_granted` row and the
 * balance, once per reference (a repeat, even a concurrent one, does nothing). Answers whether it was granted.
 */
export async function grantCredit(
  tx: Db | Tx,
  input: { userId: number; amountPaise: number; reference: string; at: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(moneyLedger)
    .values({
      kind: 'credit_granted',
      amountPaise: input.amountPaise,
      userId: input.userId,
      reference: input.reference,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: [moneyLedger.kind, moneyLedger.reference] })
    .returning({ id: moneyLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .insert(creditBalances)
    .values({ userId: input.userId, balancePaise: input.amountPaise, updatedAt: input.at })
    .onConflictDoUpdate({
      target: creditBalances.userId,
      set: { balancePaise: sql`${creditBalances.balancePaise} + ${input.amountPaise}`, updatedAt: input.at },
    });
  return true;
}
