/**
 * Buying on the wire (spec 000 §3 "Purchase request", §7 "Payments and transactions"; 001 §2.11 Bought and
 * Sold tabs, §3 "Purchase", §7 GET /api/books/bought and /sold). Money is rupees, dates ISO 8601.
 * Payment methods and the provider fields are the checkout's (see `payments.ts`); an order for a
 * purchase is created with purpose `purchase`.
 */
import { z } from 'zod';
import { defineRoute } from './http';
import { contactInfo, paymentProofFields, PAYMENT_METHODS, TRANSACTION_MESSAGES } from './payments';
import { transactionBook } from './rentals';

/** `POST /api/purchases/buy` (spec 000 §3 "Purchase request"). */
export const buyBody = z.object({
  bookId: z
    .number({ error: TRANSACTION_MESSAGES.bookRequired })
    .int(TRANSACTION_MESSAGES.bookRequired)
    .positive(TRANSACTION_MESSAGES.bookRequired),
  ...paymentProofFields,
});
export type BuyBody = z.input<typeof buyBody>;
export type BuyInput = z.output<typeof buyBody>;

const person = z.object({ name: z.string() });

/** A purchase as the Bought and Sold tabs show it (spec 001 §2.11, §3 "Purchase"). */
const purchaseItem = z.object({
  id: z.number().int(),
  book: transactionBook,
  /** the selling price paid, rupees (the buyer also paid the platform fee) */
  purchasePrice: z.number(),
  createdAt: z.string(),
});

/** `GET /api/books/bought` item: who sold it. */
export const boughtItem = purchaseItem.extend({ seller: person });
export type BoughtItem = z.infer<typeof boughtItem>;

/** `GET /api/books/sold` item: who bought it. */
export const soldItem = purchaseItem.extend({ buyer: person });
export type SoldItem = z.infer<typeof soldItem>;

/** The buy answer: the purchase, its price breakdown and where to meet the seller (spec 000 §7). */
export const buyResponse = purchaseItem.extend({
  seller: person,
  buyer: person,
  platformFee: z.number(),
  totalAmount: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Brocks spent paying the total with Brocks (0 for a provider payment) */
  brocksPaid: z.number().int(),
  sellerInfo: contactInfo,
});
export type BuyResponse = z.infer<typeof buyResponse>;

export const purchasesRoutes = {
  buy: defineRoute({ method: 'POST', path: '/api/purchases/buy', body: buyBody, response: buyResponse }),
  bought: defineRoute({ method: 'GET', path: '/api/books/bought', response: z.array(boughtItem) }),
  sold: defineRoute({ method: 'GET', path: '/api/books/sold', response: z.array(soldItem) }),
} as const;
