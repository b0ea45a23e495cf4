/**
 * Buying a book, and the Bought and Sold lists (spec 000 §3 "Purchase request", §7 "POST
 * /api/purchases/buy", §9 "Purchase total = selling price x 1.05"; 001 §2.11, §3 "Purchase", §7). Money is integer paise inside, rupees at the contract.
 *
 * A buy is one use case that reads top to bottom, like a borrow (docs/decisions/0044-one-use-case-per-checkout.md):
 * the request is read and priced once (`pricePurchase`), the order checked before capture, the payment
 * captured, then in one transaction the book claimed by marking it sold with a conditional update (exactly one
 * of concurrent buyers wins; the book leaves Browse), the payment consumed, the purchase recorded and the
 * credit, Brocks and money ledgers written. The seller stays the book's owner on record, so it shows in their
 * Sold tab and My Library.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BoughtItem, BuyInput, BuyResponse, SoldItem } from '@/contract/purchases';
import { paiseToRupees } from '@/domain/money';
import type { PurchaseQuote } from '@/domain/pricing';
import type { Db, Tx } from '../../db/client';
import { books, purchases, users } from '../../db/schema';
import { markSoldIfListedAndAvailable, type ClaimedBook } from '../books';
import {
  assertOrderPriced,
  claimedAsPriced,
  contactOf,
  notAvailableIfRaced,
  openCheckout,
  paymentColumns,
  postCheckoutLedgers,
  priceCheckout,
  pricePurchase,
  pricesOf,
  recordProviderPayment,
  takeCheckoutPayment,
  type CheckoutEntries,
  type ConfirmedPayment,
  type PricedCheckout,
  type TransactionDeps,
} from '../payments';
import { transactionBookColumns } from '../rentals';
import { addLoanEvent, openLoanConversation } from '../conversations';

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
 * (spec 000 §9), step by step (see the module comment). Refusals:
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
  const open = await openCheckout(deps, callerId, {
    bookId: input.bookId,
    purpose: 'purchase',
    choice: input,
  });
  const { sellingPricePaise } = pricesOf(open.book);
  const priced = priceCheckout(open, sellingPricePaise, pricePurchase(sellingPricePaise, open.settings));
  await assertOrderPriced(db, priced, { purpose: 'purchase' });
  await recordProviderPayment(deps, callerId, input);
  let purchaseId: number;
  try {
    purchaseId = await db.transaction(async (tx) => {
      const claim = await markSoldIfListedAndAvailable(tx, input.bookId, open.now, callerId);
      const claimed = await claimedAsPriced(tx, priced, claim);
      const payment = await takeCheckoutPayment(tx, deps, priced);
      const id = await recordPurchase(tx, priced, claimed, payment);
      await postCheckoutLedgers(tx, priced, payment, purchaseEntries(id, priced, claimed));
      const loan = { bookId: claimed.id, memberId: callerId, ownerId: claimed.ownerId, now: open.now };
      await openLoanConversation(tx, { ...loan, purchaseId: id });
      await addLoanEvent(tx, {
        purchaseId: id,
        event: 'purchased',
        data: { pricePaise: sellingPricePaise ?? 0 },
        now: open.now,
      });
      return id;
    });
  } catch (err) {
    throw notAvailableIfRaced(err, 'purchases_book_unique');
  }
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

/** Writes the purchase row of the priced buy, paid by `payment` (null for Brocks or nothing due); answers its id. */
async function recordPurchase(
  tx: Tx,
  priced: PricedCheckout<PurchaseQuote>,
  claimed: ClaimedBook,
  payment: ConfirmedPayment | null,
): Promise<number> {
  const { quote, callerId } = priced;
  const [purchase] = await tx
    .insert(purchases)
    .values({
      bookId: claimed.id,
      buyerId: callerId,
      sellerId: claimed.ownerId,
      purchasePricePaise: quote.sellingPricePaise,
      platformFeePaise: quote.platformFeePaise,
      totalPaise: quote.totalPaise,
      ...paymentColumns(priced, payment),
    })
    .returning({ id: purchases.id });
  return purchase.id;
}

/** A new purchase's ledger entries: the Brocks payment, the platform fee and the seller's earning. */
function purchaseEntries(
  purchaseId: number,
  { quote, callerId, brocksPaid, now }: PricedCheckout<PurchaseQuote>,
  claimed: ClaimedBook,
): CheckoutEntries {
  const reference = `purchase:${purchaseId}`;
  const ids = { purchaseId, reference };
  return {
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
}
