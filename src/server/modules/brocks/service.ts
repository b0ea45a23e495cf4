/**
 * The Brocks ledger (ARCHITECTURE §2; spec 000 §1, §9; 002 §3 "Credits"). Other modules credit and debit
 * Brocks only through `postBrocks`, which appends an entry and moves the cached balance in one transaction:
 * - `(user, reason, reference)` identifies the event; posting it again does nothing (`posted: false`);
 * - a debit beyond the balance is refused with 400 'Not enough Brocks' and changes nothing.
 */
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { BROCKS_REASON_DESCRIPTIONS, countsAsEarned, type BrocksReason } from '@/domain/brocks-ranks';
import type { Db, Tx } from '../../db/client';
import { brocksBalances, brocksLedger } from '../../db/schema';
import { t } from '../../i18n/t';
import { localizedError } from '../../lib/http-error';
import { getBrocksSettings } from '../settings';

export interface BrocksEntry {
  userId: number;
  /** whole Brocks, non-zero: positive credits, negative debits */
  delta: number;
  reason: BrocksReason;
  /** the event, unique per (user, reason): e.g. `book:42`, `rental:7`, `registration` */
  reference: string;
  /** shown in recent rewards and earnings; defaults to the reason's description */
  description?: string;
  /** entry time (default: the database's now) */
  at?: Date;
}

export interface PostResult {
  /** false when this (user, reason, reference) was already posted; nothing changed */
  posted: boolean;
  balance: number;
}

/** Brocks message when a debit exceeds the balance. */
export const NOT_ENOUGH_BROCKS = t('brocks:notEnough');

/**
 * Appends `entry` to the ledger and moves the member's balance (and total earned, for earnings) in the
 * same transaction — a savepoint when `db` is already a transaction, so a refused debit leaves the
 * caller's transaction usable. Throws `HttpError` 400 'Not enough Brocks' when a debit would take the
 * balance below zero; throws `RangeError` when `delta` is not a non-zero whole number.
 */
export async function postBrocks(db: Db | Tx, entry: BrocksEntry): Promise<PostResult> {
  if (!Number.isSafeInteger(entry.delta) || entry.delta === 0)
    throw new RangeError(`delta must be a non-zero whole number, got ${entry.delta}`);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(brocksLedger)
      .values({
        userId: entry.userId,
        delta: entry.delta,
        reason: entry.reason,
        reference: entry.reference,
        description: entry.description ?? BROCKS_REASON_DESCRIPTIONS[entry.reason],
        ...(entry.at ? { createdAt: entry.at } : {}),
      })
      .onConflictDoNothing({ target: [brocksLedger.userId, brocksLedger.reason, brocksLedger.reference] })
      .returning({ id: brocksLedger.id });
    if (inserted.length === 0)
      return { posted: false, balance: (await getCredits(tx, entry.userId)).balance };

    const earned = countsAsEarned(entry.reason, entry.delta) ? entry.delta : 0;
    if (entry.delta > 0) {
      const [row] = await tx
        .insert(brocksBalances)
        .values({ userId: entry.userId, balance: entry.delta, totalEarned: earned })
        .onConflictDoUpdate({
          target: brocksBalances.userId,
          set: {
            balance: sql`${brocksBalances.balance} + ${entry.delta}`,
            totalEarned: sql`${brocksBalances.totalEarned} + ${earned}`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ balance: brocksBalances.balance });
      return { posted: true, balance: row.balance };
    }
    const [row] = await tx
      .update(brocksBalances)
      .set({ balance: sql`${brocksBalances.balance} + ${entry.delta}`, updatedAt: sql`now()` })
      .where(
        and(eq(brocksBalances.userId, entry.userId), sql`${brocksBalances.balance} + ${entry.delta} >= 0`),
      )
      .returning({ balance: brocksBalances.balance });
    if (!row) throw localizedError(400, 'brocks:notEnough');
    return { posted: true, balance: row.balance };
  });
}

/**
 * Credits the opening Brocks of a new member (`opening_credits` setting, default 100; spec 002 §9), once per
 * member. Call it inside the registration transaction. Nothing is posted when the setting is 0.
 */
export async function grantOpeningCredits(db: Db | Tx, userId: number, at?: Date): Promise<PostResult> {
  const { openingCredits } = await getBrocksSettings(db);
  if (openingCredits <= 0) return { posted: false, balance: (await getCredits(db, userId)).balance };
  return postBrocks(db, {
    userId,
    delta: openingCredits,
    reason: 'opening_credits',
    reference: 'registration',
    at,
  });
}

/** A member's balance and total earned, in Brocks (0 and 0 before their first entry). */
export async function getCredits(
  db: Db | Tx,
  userId: number,
): Promise<{ balance: number; totalEarned: number }> {
  const [row] = await db
    .select({ balance: brocksBalances.balance, totalEarned: brocksBalances.totalEarned })
    .from(brocksBalances)
    .where(eq(brocksBalances.userId, userId));
  return row ?? { balance: 0, totalEarned: 0 };
}

/** The member's latest earned credits, newest first (refunds of spent Brocks are not rewards). */
export async function recentRewards(db: Db | Tx, userId: number, limit: number) {
  return db
    .select({
      reason: brocksLedger.reason,
      delta: brocksLedger.delta,
      description: brocksLedger.description,
      createdAt: brocksLedger.createdAt,
    })
    .from(brocksLedger)
    .where(and(eq(brocksLedger.userId, userId), gt(brocksLedger.delta, 0), ne(brocksLedger.reason, 'refund')))
    .orderBy(desc(brocksLedger.id))
    .limit(limit);
}
