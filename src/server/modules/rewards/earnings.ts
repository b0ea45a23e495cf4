/**
 * GET /api/user/earnings (spec 002 §2.3, §3 "Earnings", "Transaction", §7; issue rules "Earnings";
 * docs/decisions/0029-badges-and-earnings.md): money and Brocks earned and spent, derived from the member's
 * own rows of the two ledgers (`money_ledger`, `brocks_ledger`) by `src/domain/earnings.ts`. Money leaves
 * here in rupees.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  brocksEarnings,
  moneyEarnings,
  type EarningsSide,
  type EarningsTransaction,
  type MoneyRow,
} from '@/domain/earnings';
import { paiseToRupees } from '@/domain/money';
import type { EarningsBody, EarningsTransactionBody } from '@/contract/rewards';
import type { Db, Tx } from '../../db/client';
import { books, brocksLedger, moneyLedger, purchases, rentals, users } from '../../db/schema';

const borrower = alias(users, 'earn_borrower');
const lender = alias(users, 'earn_lender');
const buyer = alias(users, 'earn_buyer');
const seller = alias(users, 'earn_seller');

/**
 * Every money ledger row of `userId` with the book and people of its rental or purchase. Kinds added
 * by later features (`credit_granted`, funding `credit`) come through as text, so this query never names
 * an enum value the schema may not have.
 */
export async function moneyRowsOf(db: Db | Tx, userId: number): Promise<MoneyRow[]> {
  const rows = await db
    .select({
      id: moneyLedger.id,
      kind: sql<string>`${moneyLedger.kind}::text`,
      funding: sql<string | null>`${moneyLedger.funding}::text`,
      amountPaise: moneyLedger.amountPaise,
      reference: moneyLedger.reference,
      createdAt: moneyLedger.createdAt,
      bookTitle: books.title,
      borrowerName: borrower.name,
      lenderName: lender.name,
      buyerName: buyer.name,
      sellerName: seller.name,
    })
    .from(moneyLedger)
    .leftJoin(rentals, eq(rentals.id, moneyLedger.rentalId))
    .leftJoin(purchases, eq(purchases.id, moneyLedger.purchaseId))
    .leftJoin(books, sql`${books.id} = coalesce(${rentals.bookId}, ${purchases.bookId})`)
    .leftJoin(borrower, eq(borrower.id, rentals.borrowerId))
    .leftJoin(lender, eq(lender.id, rentals.lenderId))
    .leftJoin(buyer, eq(buyer.id, purchases.buyerId))
    .leftJoin(seller, eq(seller.id, purchases.sellerId))
    .where(eq(moneyLedger.userId, userId))
    .orderBy(asc(moneyLedger.id));
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}

function wire(t: EarningsTransaction, money: boolean): EarningsTransactionBody {
  return { ...t, amount: money ? paiseToRupees(t.amount) : t.amount, createdAt: t.createdAt.toISOString() };
}

function sideWire(s: EarningsSide, money: boolean) {
  const amount = (n: number) => (money ? paiseToRupees(n) : n);
  return {
    earned: amount(s.earned),
    spent: amount(s.spent),
    netWorth: amount(s.netWorth),
    earningTransactions: s.earningTransactions.map((t) => wire(t, money)),
    spendingTransactions: s.spendingTransactions.map((t) => wire(t, money)),
  };
}

/** The member's earnings at `now` (the monthly series ends with the month of `now`). */
export async function getEarnings(db: Db | Tx, userId: number, now: Date): Promise<EarningsBody> {
  const money = moneyEarnings(await moneyRowsOf(db, userId), now);
  const brocksRows = await db
    .select({
      id: brocksLedger.id,
      reason: brocksLedger.reason,
      delta: brocksLedger.delta,
      description: brocksLedger.description,
      createdAt: brocksLedger.createdAt,
    })
    .from(brocksLedger)
    .where(eq(brocksLedger.userId, userId));
  const brocks = brocksEarnings(brocksRows);
  const r = paiseToRupees;
  return {
    money: {
      ...sideWire(money, true),
      monthly: money.monthly.map((m) => ({ month: m.month, earned: r(m.earned), spent: r(m.spent) })),
      deposits: {
        held: r(money.deposits.held),
        refunded: r(money.deposits.refunded),
        applied: r(money.deposits.applied),
        holding: r(money.deposits.holding),
        transactions: money.deposits.transactions.map((t) => wire(t, true)),
      },
    },
    brocks: sideWire(brocks, false),
  };
}
