/**
 * Buying a book, and the Bought and Sold lists (spec 000 §3 "Purchase request", §7 "POST
 * /api/purchases/buy", §9 "Purchase total = selling price x 1.05"; 001 §2.11, §3 "Purchase", §7). Money is integer paise inside, rupees at the contract.
 *
 * A buy is the payments area's checkout, like a borrow: the book is claimed by marking it sold with a
 * conditional update (exactly one of concurrent buyers wins; the book leaves Browse), then the payment is
 * consumed, the purchase recorded and the money ledger written, in one transaction. The seller stays the book's owner on
 * record, so it shows in their Sold tab and My Library.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BoughtItem, BuyInput, BuyResponse, SoldItem } from '@/contract/purchases';
import { paiseToRupees } from '@/domain/money';
import { quotePurchase } from '@/domain/pricing';
import type { Db, Tx } from '../../db/client';
import { books, purchases, users } from '../../db/schema';
import { localizedError } from '../../lib/http-error';
import { markSoldIfListedAndAvailable } from '../books';
import { checkout, contactOf, type TransactionDeps } from '../payments';
import { transactionBookColumns } from '../rentals';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

/** Purchases matching `where` (on `purchases`), newest first, with the book and both parties' names. */
async function purchaseRows(db: Db | Tx, where: SQL) {
  return db
    .select({
      id: purchases.id,
      book: transactionBookColumns,
      purchasePricePaise: purchases.purchasePricePaise,
      platformFeePaise: purchases.platformFeePaise,
      totalPaise: purchases.totalPaise,
      paymentMethod: purchases.paymentMethod,
      brocksPaid: purchases.brocksPaid,
      sellerId: purchases.sellerId,
      buyerName: buyer.name,
      sellerName: seller.name,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(books, eq(books.id, purchases.bookId))
    .innerJoin(buyer, eq(buyer.id, purchases.buyerId))
    .innerJoin(seller, eq(seller.id, purchases.sellerId))
    .where(where)
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
}

type PurchaseRead = Awaited<ReturnType<typeof purchaseRows>>[number];

const baseItem = (p: PurchaseRead) => ({
  id: p.id,
  book: p.book,
  purchasePrice: paiseToRupees(p.purchasePricePaise),
  createdAt: p.createdAt.toISOString(),
});

/** GET /api/books/bought (spec 001 §2.11 Bought tab): the caller's purchases with the seller, newest first. */
export async function boughtBooks(db: Db | Tx, userId: number): Promise<BoughtItem[]> {
  return (await purchaseRows(db, eq(purchases.buyerId, userId))).map((p) => ({
    ...baseItem(p),
    seller: { name: p.sellerName },
  }));
}

/** GET /api/books/sold (spec 001 §2.11 Sold tab): the caller's sales with the buyer, newest first. */
export async function soldBooks(db: Db | Tx, userId: number): Promise<SoldItem[]> {
  return (await purchaseRows(db, eq(purchases.sellerId, userId))).map((p) => ({
    ...baseItem(p),
    buyer: { name: p.buyerName },
  }));
}

/**
 * POST /api/purchases/buy: `callerId` buys `input.bookId` for its selling price plus the platform fee
 * (spec 000 §9), through the payments area's `checkout()` (docs/decisions/0015-checkout-home.md). Refusals:
 * 404 'Book not found' (unknown, deleted or outside the caller's hubs); 403 'You cannot buy your own book';
 * 409 'This book is not available right now' (sold, lent, or taken by a concurrent buyer); 409 'The price of
 * this book has changed. Please review the new total and pay again.' (nothing is captured); 400 'This book
 * is not for sale', 'Not enough Brocks' (Brocks payment), 'Please complete the payment first'; and the
 * payments area's refusals. Answers the purchase with `sellerInfo`.
 */
export async function buyBook(
  deps: TransactionDeps,
  callerId: number,
  input: BuyInput,
): Promise<BuyResponse> {
  const { db } = deps;
  const purchaseId = await checkout(deps, {
    callerId,
    bookId: input.bookId,
    inputs: { purpose: 'purchase' },
    choice: input,
    claim: markSoldIfListedAndAvailable,
    price: (claimed, { platform, perks }) => {
      if (!claimed.sellingPricePaise) throw localizedError(400, 'payments:transaction.notForSale');
      return quotePurchase(claimed.sellingPricePaise, platform, perks);
    },
    record: async (tx, { claimed, settings, payment, brocksPaid, now }) => {
      const quote = quotePurchase(claimed.sellingPricePaise!, settings.platform, settings.perks);
      const [purchase] = await tx
        .insert(purchases)
        .values({
          bookId: claimed.id,
          buyerId: callerId,
          sellerId: claimed.ownerId,
          purchasePricePaise: quote.sellingPricePaise,
          platformFeePaise: quote.platformFeePaise,
          totalPaise: quote.totalPaise,
          paymentMethod: input.paymentMethod,
          paymentOrderId: payment?.orderRowId ?? null,
          paymentId: payment?.paymentRowId ?? null,
          brocksPaid,
          createdAt: now,
        })
        .returning({ id: purchases.id });
      const reference = `purchase:${purchase.id}`;
      const ids = { purchaseId: purchase.id, reference };
      return {
        id: purchase.id,
        ids,
        brocks: [
          {
            userId: callerId,
            delta: -brocksPaid,
            reason: 'brocks_payment',
            description: `Paid for "${claimed.title}" with Brocks`,
            reference,
            at: now,
          },
        ],
        money: [
          { kind: 'platform_fee', amountPaise: quote.platformFeePaise, userId: callerId, ...ids },
          { kind: 'seller_earning', amountPaise: quote.sellerAmountPaise, userId: claimed.ownerId, ...ids },
        ],
      };
    },
    uniqueConstraint: 'purchases_book_unique',
  });
  const [p] = await purchaseRows(db, eq(purchases.id, purchaseId));
  const { name: _name, ...sellerInfo } = await contactOf(db, p.sellerId);
  return {
    ...baseItem(p),
    seller: { name: p.sellerName },
    buyer: { name: p.buyerName },
    platformFee: paiseToRupees(p.platformFeePaise),
    totalAmount: paiseToRupees(p.totalPaise),
    paymentMethod: p.paymentMethod,
    brocksPaid: p.brocksPaid,
    sellerInfo,
  };
}
